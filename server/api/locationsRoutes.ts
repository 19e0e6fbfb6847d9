// Environment: server Location search (docs/product.md#location-search): a case-insensitive name
// prefix within one type, most populous first, at most 20. Public: the directory and location
// client sends no token (docs/product.md#api-client-security).
import type { Request, Response, Router } from 'express';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { startsWithPattern } from './likePattern.js';
import { parseLocationSearchFilter } from './locationSearchFilter.js';
import { parseInput } from './parseInput.js';
import {
  locationResultKeys,
  locationSearchQuerySchema,
  type LocationSearchResponse,
} from './schemas/locationsSchemas.js';

const MAX_RESULTS = 20;

export function registerLocationsRoutes(router: Router, { db }: ApiDependencies): void {
  router.get('/locations/search', async (request: Request, response: Response) => {
    const { query } = parseInput(locationSearchQuerySchema, request.query, 'query');
    const parsed = parseLocationSearchFilter(query);
    if (!parsed.ok) throw new ApiError(400, 'invalid_filter', parsed.message);
    const { text, type } = parsed.filter;
    const rows = await db
      .selectFrom('locations')
      .select([
        'locations.name',
        'locations.aka_name',
        'locations.state',
        'locations.hierarchy',
        'locations.population',
      ])
      // The parent's name comes along (a primary-key join) so namesakes can say where they are.
      .leftJoin('locations as parent', 'parent.hierarchy', 'locations.parent_hierarchy')
      .select('parent.name as parent_name')
      .where('locations.type', '=', type)
      .where((eb) => eb(eb.fn('lower', ['locations.name']), 'like', startsWithPattern(text)))
      .orderBy('locations.population', 'desc')
      .orderBy('locations.hierarchy')
      .limit(MAX_RESULTS)
      .execute();
    const answer: LocationSearchResponse = {
      locations: { [locationResultKeys[type]]: rows.map((row) => ({ ...row, type })) },
    };
    response.setHeader('Cache-Control', 'public, max-age=300');
    response.json(answer);
  });
}
