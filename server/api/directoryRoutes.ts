// Environment: server
// The directory (SPEC §3, §7): service types, groups and billers. Public: no token needed (§6).
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import { billerNearness } from './billerNearness.js';
import type { ApiDependencies } from './apiDependencies.js';
import { findByName, type DirectoryCatalog } from './directoryCatalog.js';
import { startsWithPattern } from './likePattern.js';
import { hierarchyAndAncestors } from './locationHierarchy.js';
import { parseInput } from './parseInput.js';
import {
  billerPathSchema,
  billerSearchQuerySchema,
  type BillerDetailResponse,
  type BillerSearchResponse,
  type BillerSummary,
  type ServiceTypeGroupsResponse,
  type ServiceTypesResponse,
} from './schemas/directorySchemas.js';

const PUBLIC_CACHE = 'public, max-age=300';

async function withServiceTypes(
  db: Kysely<Database>,
  billers: readonly { id: number; slug: string; name: string }[],
): Promise<BillerSummary[]> {
  if (billers.length === 0) return [];
  const links = await db
    .selectFrom('biller_service_types')
    .innerJoin('service_types', 'service_types.id', 'biller_service_types.service_type_id')
    .select([
      'biller_service_types.biller_id',
      'service_types.id',
      'service_types.slug',
      'service_types.name',
      'service_types.icon',
    ])
    .where(
      'biller_service_types.biller_id',
      'in',
      billers.map((biller) => biller.id),
    )
    .orderBy('service_types.id')
    .execute();
  return billers.map((biller) => ({
    id: biller.id,
    slug: biller.slug,
    name: biller.name,
    service_types: links
      .filter((link) => link.biller_id === biller.id)
      .map(({ id, slug, name, icon }) => ({ id, slug, name, icon })),
  }));
}

export function registerDirectoryRoutes(
  router: Router,
  { db }: ApiDependencies,
  catalog: () => Promise<DirectoryCatalog>,
): void {
  router.get('/directory/service_types', async (_request: Request, response: Response) => {
    const answer: ServiceTypesResponse = { service_types: (await catalog()).serviceTypes };
    response.setHeader('Cache-Control', PUBLIC_CACHE);
    response.json(answer);
  });

  router.get('/directory/service_type_groups', async (_request: Request, response: Response) => {
    const answer: ServiceTypeGroupsResponse = (await catalog()).groups;
    response.setHeader('Cache-Control', PUBLIC_CACHE);
    response.json(answer);
  });

  router.get('/directory/billers', async (request: Request, response: Response) => {
    const query = parseInput(billerSearchQuerySchema, request.query, 'query');
    let serviceTypeId: number | undefined;
    if (query.service_type !== undefined) {
      const type = findByName((await catalog()).serviceTypes, query.service_type);
      if (!type) {
        throw new ApiError(404, 'unknown_service_type', `No service type '${query.service_type}'.`);
      }
      serviceTypeId = type.id;
    }
    let billers = db
      .selectFrom('billers')
      .select(['billers.id', 'billers.slug', 'billers.name'])
      // Issue 13: the add-bill typeahead lists the billers nearest the user first.
      .$if(query.near !== undefined, (billers) => billers.orderBy(billerNearness(query.near ?? '')))
      .orderBy('billers.popularity', 'desc')
      .orderBy('billers.id')
      .limit(query.limit);
    if (query.query !== undefined) {
      // A prefix of the name or of any word in it: "energy" finds "Duke Energy". name_words is
      // ' ' || lower(name) (migration 0071), so one pattern finds both.
      billers = billers.where('billers.name_words', 'like', `% ${startsWithPattern(query.query)}`);
    }
    if (serviceTypeId !== undefined) {
      const wantedType = serviceTypeId;
      billers = billers.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('biller_service_types')
            .select('biller_service_types.biller_id')
            .whereRef('biller_service_types.biller_id', '=', 'billers.id')
            .where('biller_service_types.service_type_id', '=', wantedType),
        ),
      );
    }
    if (query.location !== undefined) {
      const place = query.location;
      // Serving a place: covering it or an ancestor (a state, /usa), or part of it (a county).
      billers = billers.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('biller_coverage')
            .select('biller_coverage.biller_id')
            .whereRef('biller_coverage.biller_id', '=', 'billers.id')
            .where((eb) =>
              eb.or([
                eb('biller_coverage.hierarchy', 'in', hierarchyAndAncestors(place)),
                eb('biller_coverage.hierarchy', 'like', `${place.replace(/[\\%_]/g, '\\$&')}/%`),
              ]),
            ),
        ),
      );
    }
    const answer: BillerSearchResponse = {
      billers: await withServiceTypes(db, await billers.execute()),
    };
    response.setHeader('Cache-Control', PUBLIC_CACHE);
    response.json(answer);
  });

  router.get('/directory/billers/:idOrSlug', async (request: Request, response: Response) => {
    const { idOrSlug } = parseInput(billerPathSchema, request.params, 'path');
    const byId = /^\d+$/.test(idOrSlug);
    const biller = await db
      .selectFrom('billers')
      .select(['id', 'slug', 'name'])
      .where(byId ? 'id' : 'slug', '=', byId ? Number(idOrSlug) : idOrSlug)
      .executeTakeFirst();
    if (!biller) throw new ApiError(404, 'biller_not_found', `No biller '${idOrSlug}'.`);
    const [summary] = await withServiceTypes(db, [biller]);
    const coverage = await db
      .selectFrom('biller_coverage')
      .leftJoin('locations', 'locations.hierarchy', 'biller_coverage.hierarchy')
      .select(['biller_coverage.hierarchy', 'locations.name', 'locations.type'])
      .where('biller_coverage.biller_id', '=', biller.id)
      .orderBy('biller_coverage.hierarchy')
      .execute();
    if (!summary) throw new ApiError(404, 'biller_not_found', `No biller '${idOrSlug}'.`);
    const answer: BillerDetailResponse = { ...summary, coverage };
    response.setHeader('Cache-Control', PUBLIC_CACHE);
    response.json(answer);
  });
}
