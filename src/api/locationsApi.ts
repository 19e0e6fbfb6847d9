import { apiOf, type ReportError } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import { statusOf } from './createApiClient.js';
import type { LocationFilterType, LocationItem, LocationSearchResponse } from './contracts/locationsContract.js';

// GET /locations/search (docs/product.md#location-search); public, no token.

export { locationFilterTypes, type LocationFilterType } from './contracts/locationsContract.js';

/** What the micro-app shows of a place. */
export type Location = Pick<LocationItem, 'name' | 'aka_name' | 'state' | 'hierarchy'> &
  Partial<Pick<LocationItem, 'parent_name'>>;

export type LocationSearchResult = LocationSearchResponse;

export type LocationsApi = {
  searchLocations: (text: string, type: LocationFilterType) => Promise<LocationSearchResult>;
};

/**
 * docs/product.md#location-search: the text is trimmed and URL-encoded into `name~'{text}' AND
 * type:{type}`. A quote inside the text is doubled so the filter grammar keeps it as text.
 */
export function buildLocationSearchQueryString(text: string, type: LocationFilterType): string {
  const quoted = text.trim().replace(/'/g, "''");
  return `query=name~'${encodeURIComponent(quoted)}'%20AND%20type:${type}`;
}

export function createLocationsApi(client: ApiClient, reportError: ReportError): LocationsApi {
  return {
    async searchLocations(text, type) {
      try {
        const response = await client.get<LocationSearchResult>(
          `/locations/search?${buildLocationSearchQueryString(text, type)}`,
        );
        return response.data;
      } catch (error) {
        // docs/product.md#location-search: reported unless it is a 404, then rethrown either way.
        if (statusOf(error) !== 404) reportError(error, { operation: 'locations/search', type });
        throw error;
      }
    },
  };
}

export const locationsApiOf = apiOf(({ publicClient, reportError }) => createLocationsApi(publicClient, reportError));
