// Environment: server
// GET /locations/search?query=name~'{text}' AND type:{type} (SPEC §3, §7).
import { z } from 'zod';
import type { LocationFilterType } from '../locationSearchFilter.js';

export const locationSearchQuerySchema = z.object({
  query: z.string({ error: "query is required: name~'{text}' AND type:{type}" }).max(300),
});

/** SPEC §7: the answer is keyed by the plural of the searched type. */
export const locationResultKeys = {
  state: 'states',
  cbsa: 'cbsas',
  county: 'counties',
  city: 'cities',
  zipcode: 'zipcodes',
} as const satisfies Record<LocationFilterType, string>;

export type LocationItem = {
  name: string;
  aka_name: string | null;
  state: string | null;
  hierarchy: string;
  type: LocationFilterType;
  population: number;
};

export type LocationSearchResponse = {
  locations: Partial<Record<(typeof locationResultKeys)[LocationFilterType], LocationItem[]>>;
};
