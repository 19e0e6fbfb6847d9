// Environment: server
// County FIPS → county hierarchy, for billers whose coverage the source data gives as counties.
// Derived from the same atlas, metro list and slug rules as buildLocations(); a derived path that
// is not among the built locations is dropped, so a drift between the two cannot create
// coverage of a place that does not exist.
import { atlasCounties } from './source/atlas.js';
import { cbsas } from './source/cbsas.js';
import { countySlug } from './source/countyNames.js';
import { NO_METRO_SEGMENT } from './source/locations.js';
import { toSlug } from './source/slug.js';

export function countyHierarchiesByFips(
  knownHierarchies: ReadonlySet<string>,
): Map<string, string> {
  const cbsaSlugByCounty = new Map<string, string>();
  for (const cbsa of cbsas) {
    for (const fips of cbsa.countyFips) cbsaSlugByCounty.set(fips, toSlug(cbsa.name));
  }
  const result = new Map<string, string>();
  for (const county of atlasCounties()) {
    const metro = cbsaSlugByCounty.get(county.fips) ?? NO_METRO_SEGMENT;
    const hierarchy = `/usa/${county.state.toLowerCase()}/${metro}/${countySlug(county.fips, county.name)}`;
    if (knownHierarchies.has(hierarchy)) result.set(county.fips, hierarchy);
  }
  return result;
}
