// Environment: server The directory (docs/product.md#directory): service types, groups and billers.
// Public: no token needed (docs/product.md#api-client-security).
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import { billerNearness, NOT_NEAR } from './billerNearness.js';
import { findByName, type CatalogRoutes } from './directoryCatalog.js';
import { billerKey, findBiller } from './findBiller.js';
import { likeLiteral, startsWithPattern } from './likePattern.js';
import { hierarchyAndAncestors } from './locationHierarchy.js';
import { parseInput } from './parseInput.js';
import { stateByCode } from '../../src/location/stateAbbreviations.js';
import { DIGIT_SHELF } from '../../src/api/contracts/directoryContract.js';
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

export const registerDirectoryRoutes: CatalogRoutes = (router, { db }, catalog) => {
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
    // Filters that are well formed but name nothing: 422, so a client learns its filter is
    // wrong instead of getting an empty list (docs/product.md#biller-search).
    let serviceTypeId: number | undefined;
    if (query.service_type !== undefined) {
      const type = findByName((await catalog()).serviceTypes, query.service_type);
      if (!type) {
        throw new ApiError(422, 'unknown_service_type', `No service type '${query.service_type}'.`);
      }
      serviceTypeId = type.id;
    }
    if (query.state !== undefined && !stateByCode(query.state)) {
      throw new ApiError(422, 'unknown_state', `No state or territory '${query.state}'.`);
    }
    const places = [query.location, query.state && `/usa/${query.state.toLowerCase()}`].filter(
      (place): place is string => Boolean(place),
    );
    const filtered = db
      .selectFrom('billers')
      // A prefix of the name or of any word in it: "energy" finds "Duke Energy". name_words is
      // ' ' || lower(name) (migration 0071), so one pattern finds both.
      .$if(query.query !== undefined, (billers) =>
        billers.where('billers.name_words', 'like', `% ${startsWithPattern(query.query ?? '')}`),
      )
      .$if(query.letter !== undefined, (billers) =>
        query.letter === DIGIT_SHELF
          ? billers.where('billers.name_words', '>=', ' 0').where('billers.name_words', '<', ' :')
          : billers.where('billers.name_words', 'like', ` ${query.letter ?? ''}%`),
      )
      .$if(serviceTypeId !== undefined, (billers) =>
        billers.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('biller_service_types')
              .select('biller_service_types.biller_id')
              .whereRef('biller_service_types.biller_id', '=', 'billers.id')
              .where('biller_service_types.service_type_id', '=', serviceTypeId ?? 0),
          ),
        ),
      )
      .$call((billers) =>
        // Serving a place: covering it or an ancestor (a state, /usa), or part of it (a county).
        places.reduce(
          (serving, place) =>
            serving.where(({ exists, selectFrom }) =>
              exists(
                selectFrom('biller_coverage')
                  .select('biller_coverage.biller_id')
                  .whereRef('biller_coverage.biller_id', '=', 'billers.id')
                  .where((eb) =>
                    eb.or([
                      eb('biller_coverage.hierarchy', 'in', hierarchyAndAncestors(place)),
                      eb('biller_coverage.hierarchy', 'like', `${likeLiteral(place)}/%`),
                    ]),
                  ),
              ),
            ),
          billers,
        ),
      );
    const near = query.near;
    const pageRows = filtered
      .select(['billers.id', 'billers.slug', 'billers.name'])
      .$if(near !== undefined, (billers) =>
        billers.select(billerNearness(near ?? '').as('nearness')).orderBy('nearness'),
      )
      .$if(query.order === 'name', (billers) => billers.orderBy('billers.name_words'))
      .orderBy('billers.popularity', 'desc')
      .orderBy('billers.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    // The page and the count in one round, then the page's service types in one query: three
    // queries whatever the page size.
    const [rows, counted] = await Promise.all([
      pageRows.execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
    ]);
    const billers = await withServiceTypes(db, rows);
    const answer: BillerSearchResponse = {
      billers:
        near === undefined
          ? billers
          : billers.map((biller, index) => ({
              ...biller,
              near_you: (rows[index]?.nearness ?? NOT_NEAR) < NOT_NEAR,
            })),
      page: query.page,
      page_size: query.limit,
      total: Number(counted?.total ?? 0),
    };
    response.setHeader('Cache-Control', PUBLIC_CACHE);
    response.json(answer);
  });

  router.get('/directory/billers/:idOrSlug', async (request: Request, response: Response) => {
    const { idOrSlug } = parseInput(billerPathSchema, request.params, 'path');
    const biller = await findBiller(db, billerKey(idOrSlug));
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
};
