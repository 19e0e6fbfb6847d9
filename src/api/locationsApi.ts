import type { AxiosInstance } from 'axios';
import { statusOf } from './createApiClient.js';

// GET /locations/search (SPEC §7); public, no token.

export const locationFilterTypes = ['state', 'county', 'cbsa', 'city', 'zipcode'] as const;
export type LocationFilterType = (typeof locationFilterTypes)[number];

export type Location = {
  name: string;
  aka_name: string | null;
  state: string | null;
  hierarchy: string;
};

export type LocationSearchResult = {
  locations: Partial<Record<'states' | 'cbsas' | 'counties' | 'cities' | 'zipcodes', Location[]>>;
};

export type LocationsApi = {
  searchLocations: (text: string, type: LocationFilterType) => Promise<LocationSearchResult>;
};

/**
 * SPEC §5/§7: the text is trimmed and URL-encoded into `name~'{text}' AND type:{type}`. A quote
 * inside the text is doubled so the filter grammar keeps it as text.
 */
export function buildLocationSearchQueryString(text: string, type: LocationFilterType): string {
  const quoted = text.trim().replace(/'/g, "''");
  return `query=name~'${encodeURIComponent(quoted)}'%20AND%20type:${type}`;
}

export function createLocationsApi(
  client: AxiosInstance,
  reportError: (error: unknown, context: Record<string, unknown>) => void,
): LocationsApi {
  return {
    async searchLocations(text, type) {
      try {
        const response = await client.get<LocationSearchResult>(
          `/locations/search?${buildLocationSearchQueryString(text, type)}`,
        );
        return response.data;
      } catch (error) {
        // SPEC §8: reported unless it is a 404, then rethrown either way.
        if (statusOf(error) !== 404) reportError(error, { operation: 'locations/search', type });
        throw error;
      }
    },
  };
}
