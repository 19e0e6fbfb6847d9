// GET /locations/search (docs/product.md#location-search): the filter types and the answer, shared
// by the API and the micro-app's location search.

/** docs/product.md#location-hierarchy: the location filter types. */
export const locationFilterTypes = ['state', 'cbsa', 'county', 'city', 'zipcode'] as const;
export type LocationFilterType = (typeof locationFilterTypes)[number];

/** docs/product.md#location-search: the answer is keyed by the plural of the searched type. */
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
  /** The enclosing place's name (a city's county, a metro's state): tells namesakes apart. */
  parent_name?: string | null;
};

export type LocationSearchResponse = {
  locations: Partial<Record<(typeof locationResultKeys)[LocationFilterType], LocationItem[]>>;
};
