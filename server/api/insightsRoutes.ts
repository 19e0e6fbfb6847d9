// Environment: server
// Insights (docs/product.md#widget-kinds). Every answer reads the precomputed insight_* tables
// (migration 0002) by primary key or a ranked index, so a query never scans payments.
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { enoughPayers, MIN_PAYERS } from '../../src/insights/privacyThreshold.js';
import { ApiError } from './apiError.js';
import { findByName, type CatalogRoutes, type ServiceType } from './directoryCatalog.js';
import { billerKey, findBiller } from './findBiller.js';
import type { ServiceTypeSummary } from './schemas/accountsSchemas.js';
import { parseInput } from './parseInput.js';
import {
  ALL_GROUPS,
  ALL_SERVICES,
  billerListingQuerySchema,
  insightFiltersSchema,
  rankedInsightQuerySchema,
  type BillerListingResponse,
  type InsightContext,
  type MedianPayAmountResponse,
  type MostCommonBillersResponse,
  type PayMethodsResponse,
} from './schemas/insightsSchemas.js';

type InsightFilters = z.infer<typeof insightFiltersSchema>;
type ResolvedFilters = { context: InsightContext; scope: string };

const INSIGHTS_CACHE = 'public, max-age=300';

function serviceTypeSummary(serviceTypesById: ReadonlyMap<number, ServiceType>, id: number): ServiceTypeSummary {
  const type = serviceTypesById.get(id);
  if (!type) throw new Error(`Service type ${id} is missing from the catalog.`);
  return { id: type.id, slug: type.slug, name: type.name, icon: type.icon };
}

function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

export const registerInsightsRoutes: CatalogRoutes = (router, { db }, catalog) => {
  /** The place asked for, with the end of the aggregated window, in one round trip. */
  async function resolvePlace(hierarchy: string) {
    const row = await db
      .selectFrom('locations')
      .leftJoin('insight_refreshes', (join) => join.on('insight_refreshes.id', '=', 1))
      .select(['locations.hierarchy', 'locations.name', 'locations.type', 'locations.state', 'insight_refreshes.as_of'])
      .where('locations.hierarchy', '=', hierarchy)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'unknown_location', `No location '${hierarchy}'.`);
    const { as_of: asOf, ...place } = row;
    return { place, asOf: asOf?.toISOString() ?? null };
  }

  /** docs/product.md#bills-to-pay-redirects: unknown group or type → 404; a type must belong to the chosen group. */
  async function resolveFilters(filters: InsightFilters): Promise<ResolvedFilters> {
    const { groups, serviceTypes } = await catalog();
    const group =
      filters.service_type_group === ALL_GROUPS ? null : (findByName(groups, filters.service_type_group) ?? null);
    if (filters.service_type_group !== ALL_GROUPS && !group) {
      throw new ApiError(404, 'unknown_service_type_group', `No service type group '${filters.service_type_group}'.`);
    }
    const candidates = group ? serviceTypes.filter((type) => type.service_type_group.id === group.id) : serviceTypes;
    const type = filters.service_type === ALL_SERVICES ? null : (findByName(candidates, filters.service_type) ?? null);
    if (filters.service_type !== ALL_SERVICES && !type) {
      const within = group ? ` in group '${group.slug}'` : '';
      throw new ApiError(404, 'unknown_service_type', `No service type '${filters.service_type}'${within}.`);
    }
    const scope = type ? `type:${type.id}` : group ? `group:${group.id}` : 'all';
    const { place, asOf } = await resolvePlace(filters.location);
    return {
      scope,
      context: {
        location: place,
        service_type_group: group ?? type?.service_type_group ?? null,
        service_type: type,
        days: filters.days,
        as_of: asOf,
      },
    };
  }

  async function scopeTotals(hierarchy: string, days: number, scope: string) {
    return db
      .selectFrom('insight_scope_stats')
      .select(['payer_count', 'payment_count', 'total_cents', 'median_cents'])
      .where('location_hierarchy', '=', hierarchy)
      .where('days', '=', days)
      .where('scope', '=', scope)
      .executeTakeFirst();
  }

  router.get('/insights/most_common_billers', async (request: Request, response: Response) => {
    const query = parseInput(rankedInsightQuerySchema, request.query, 'query');
    const { context, scope } = await resolveFilters(query);
    const hierarchy = context.location.hierarchy;
    // Service type names come from the cached catalog: one join less to plan per request.
    let ranked = db
      .selectFrom('insight_biller_stats as stats')
      .innerJoin('billers', 'billers.id', 'stats.biller_id')
      .select([
        'stats.payer_count',
        'stats.service_type_id',
        'billers.id as biller_id',
        'billers.slug as biller_slug',
        'billers.name as biller_name',
      ])
      .where('stats.location_hierarchy', '=', hierarchy)
      .where('stats.days', '=', context.days)
      .where('stats.payer_count', '>=', MIN_PAYERS)
      .orderBy('stats.payer_count', 'desc')
      .orderBy('stats.biller_id')
      .orderBy('stats.service_type_id')
      .limit(query.limit);
    if (context.service_type) {
      ranked = ranked.where('stats.service_type_id', '=', context.service_type.id);
    } else if (context.service_type_group) {
      ranked = ranked.where('stats.service_type_group_id', '=', context.service_type_group.id);
    }
    const [rows, totals, { serviceTypesById }] = await Promise.all([
      ranked.execute(),
      scopeTotals(hierarchy, context.days, scope),
      catalog(),
    ]);
    const totalPayers = totals?.payer_count ?? 0;
    const enough = enoughPayers(totalPayers);
    const answer: MostCommonBillersResponse = {
      ...context,
      enough_data: enough,
      limit: query.limit,
      total_payers: enough ? totalPayers : 0,
      billers: (enough ? rows : []).map((row, index) => ({
        rank: index + 1,
        biller: { id: row.biller_id, slug: row.biller_slug, name: row.biller_name },
        service_type: serviceTypeSummary(serviceTypesById, row.service_type_id),
        payer_count: row.payer_count,
        share_of_payers: share(row.payer_count, totalPayers),
      })),
    };
    response.setHeader('Cache-Control', INSIGHTS_CACHE);
    response.json(answer);
  });

  router.get('/insights/median_pay_amount', async (request: Request, response: Response) => {
    const query = parseInput(insightFiltersSchema, request.query, 'query');
    const { context, scope } = await resolveFilters(query);
    const found = await scopeTotals(context.location.hierarchy, context.days, scope);
    const totals = enoughPayers(found?.payer_count) ? found : undefined;
    const answer: MedianPayAmountResponse = {
      ...context,
      enough_data: totals !== undefined,
      median_amount_cents: totals?.median_cents ?? null,
      average_amount_cents: totals ? Math.round(totals.total_cents / totals.payment_count) : null,
      payment_count: totals?.payment_count ?? 0,
      payer_count: totals?.payer_count ?? 0,
    };
    response.setHeader('Cache-Control', INSIGHTS_CACHE);
    response.json(answer);
  });

  router.get('/insights/pay_methods', async (request: Request, response: Response) => {
    const query = parseInput(insightFiltersSchema, request.query, 'query');
    const { context, scope } = await resolveFilters(query);
    const [rows, totals] = await Promise.all([
      db
        .selectFrom('insight_pay_method_stats')
        .select(['pay_method', 'payment_count', 'payer_count'])
        .where('location_hierarchy', '=', context.location.hierarchy)
        .where('days', '=', context.days)
        .where('scope', '=', scope)
        .orderBy('payment_count', 'desc')
        .orderBy('pay_method')
        .execute(),
      scopeTotals(context.location.hierarchy, context.days, scope),
    ]);
    const enough = enoughPayers(totals?.payer_count);
    const paymentCount = enough ? rows.reduce((sum, row) => sum + row.payment_count, 0) : 0;
    const answer: PayMethodsResponse = {
      ...context,
      enough_data: enough,
      payment_count: paymentCount,
      // A method only a few payers use is left out; shares stay of all payments in scope.
      pay_methods: rows
        .filter((row) => enough && enoughPayers(row.payer_count))
        .map((row) => ({
          ...row,
          share_of_payments: share(row.payment_count, paymentCount),
        })),
    };
    response.setHeader('Cache-Control', INSIGHTS_CACHE);
    response.json(answer);
  });

  router.get('/insights/biller_listing', async (request: Request, response: Response) => {
    const query = parseInput(billerListingQuerySchema, request.query, 'query');
    const [biller, { place: location, asOf }, { serviceTypesById }] = await Promise.all([
      findBiller(db, billerKey(query.biller)),
      resolvePlace(query.location),
      catalog(),
    ]);
    if (!biller) throw new ApiError(404, 'biller_not_found', `No biller '${query.biller}'.`);
    const rows = await db
      .selectFrom('insight_biller_stats as stats')
      .innerJoin('insight_scope_stats as totals', (join) =>
        join
          .onRef('totals.location_hierarchy', '=', 'stats.location_hierarchy')
          .onRef('totals.days', '=', 'stats.days')
          .on((eb) =>
            eb(
              'totals.scope',
              '=',
              eb.fn<string>('concat', [eb.cast(eb.val('type:'), 'text'), eb.ref('stats.service_type_id')]),
            ),
          ),
      )
      .select((eb) => [
        'stats.payer_count',
        'stats.payment_count',
        'stats.median_cents',
        'totals.payer_count as total_payers',
        'stats.service_type_id',
        // Rank among billers of the same type and place: count those with more payers.
        eb
          .selectFrom('insight_biller_stats as rivals')
          .select(eb.fn.countAll<number>().as('ahead'))
          .whereRef('rivals.location_hierarchy', '=', 'stats.location_hierarchy')
          .whereRef('rivals.days', '=', 'stats.days')
          .whereRef('rivals.service_type_id', '=', 'stats.service_type_id')
          .whereRef('rivals.payer_count', '>', 'stats.payer_count')
          .as('ahead'),
      ])
      .where('stats.location_hierarchy', '=', location.hierarchy)
      .where('stats.days', '=', query.days)
      .where('stats.biller_id', '=', biller.id)
      .where('stats.payer_count', '>=', MIN_PAYERS)
      .orderBy('stats.payer_count', 'desc')
      .orderBy('stats.service_type_id')
      .execute();
    const answer: BillerListingResponse = {
      location,
      days: query.days,
      as_of: asOf,
      biller,
      service_types: rows.map((row) => ({
        service_type: serviceTypeSummary(serviceTypesById, row.service_type_id),
        rank: Number(row.ahead ?? 0) + 1,
        payer_count: row.payer_count,
        share_of_payers: share(row.payer_count, row.total_payers),
        payment_count: row.payment_count,
        median_amount_cents: row.median_cents,
      })),
    };
    response.setHeader('Cache-Control', INSIGHTS_CACHE);
    response.json(answer);
  });
};
