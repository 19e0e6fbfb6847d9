// Environment: server
// GET /public_pages (docs/product.md#published-pages): what the public website publishes beside
// its own pages, read from the precomputed insights: the billers that rank in the USA, and the
// insights views (every group and type, at USA and state level) that rank at least one biller.
// A page with nothing on it is not worth prerendering or listing for search engines.
import type { Request, Response } from 'express';
import { sql } from 'kysely';
import type { PublicPagesResponse, PublishedInsightsView } from '../../src/api/contracts/publicPagesContract.js';
import { MIN_PAYERS } from '../../src/insights/privacyThreshold.js';
import { ALL_GROUPS, ALL_SERVICES } from './schemas/insightsSchemas.js';
import type { CatalogRoutes } from './directoryCatalog.js';

/** The window the published pages rank over: the last 12 months, as the insights table does. */
const PUBLISHED_DAYS = 365;
/** `/usa` and the states (two-letter segments) below it. */
const COUNTRY_OR_STATE = '^/usa(/[a-z]{2})?$';

export const registerPublicPagesRoutes: CatalogRoutes = (router, { db }, catalog) => {
  router.get('/public_pages', async (_request: Request, response: Response) => {
    const [billers, ranked, { serviceTypesById }] = await Promise.all([
      db
        .selectFrom('insight_biller_stats as stats')
        .innerJoin('billers', 'billers.id', 'stats.biller_id')
        .select('billers.slug')
        .distinct()
        .where('stats.location_hierarchy', '=', '/usa')
        .where('stats.days', '=', PUBLISHED_DAYS)
        .where('stats.payer_count', '>=', MIN_PAYERS)
        .orderBy('billers.slug')
        .execute(),
      db
        .selectFrom('insight_biller_stats')
        .select(['location_hierarchy', 'service_type_id'])
        .distinct()
        .where('days', '=', PUBLISHED_DAYS)
        .where('payer_count', '>=', MIN_PAYERS)
        .where(sql<boolean>`location_hierarchy ~ ${COUNTRY_OR_STATE}`)
        .orderBy('location_hierarchy')
        .orderBy('service_type_id')
        .execute(),
      catalog(),
    ]);
    // A type that ranks a biller makes its group's and the all-services view rank one too.
    const views = new Map<string, PublishedInsightsView>();
    const add = (service_type_group: string, service_type: string, location: string) =>
      views.set(`${service_type_group}/${service_type}${location}`, {
        service_type_group,
        service_type,
        location,
      });
    for (const row of ranked) {
      const type = serviceTypesById.get(row.service_type_id);
      if (!type) continue;
      add(ALL_GROUPS, ALL_SERVICES, row.location_hierarchy);
      add(type.service_type_group.slug, ALL_SERVICES, row.location_hierarchy);
      add(type.service_type_group.slug, type.slug, row.location_hierarchy);
    }
    const answer: PublicPagesResponse = {
      billers: billers.map((row) => row.slug),
      insights: [...views.values()],
    };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });
};
