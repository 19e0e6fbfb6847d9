import { censusCounties } from './census';
import { placeStates } from './states';

export type CountyPlace = {
  /** 5-digit state+county FIPS. */
  fips: string;
  /** 2-letter state or territory code. */
  state: string;
  /** Census short name, the hierarchy segment's source: 'King', 'Alexandria (city)'. */
  name: string;
  /** Official Census name: 'King County', 'Adjuntas Municipio', 'City of Alexandria'. */
  displayName: string;
  /** 5-digit CBSA code, or null outside every metro and micropolitan area. */
  cbsa: string | null;
  population: number;
};

let cache: CountyPlace[] | undefined;

/**
 * Every county and county equivalent of the places that get location rows
 * (docs/product.md#states-and-territories: the 50 states, DC and the territories), from the Census
 * 2023 tables, sorted by FIPS.
 */
export function countyPlaces(): readonly CountyPlace[] {
  if (cache) return cache;
  const states = new Set(placeStates.map((state) => state.code));
  cache = censusCounties()
    .filter((county) => states.has(county.state))
    .map((county) => ({
      fips: county.fips,
      state: county.state,
      name: county.shortName,
      displayName: county.name,
      cbsa: county.cbsa,
      population: county.population,
    }));
  return cache;
}
