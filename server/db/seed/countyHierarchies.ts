// Environment: server
// County FIPS → county hierarchy, for billers whose coverage the source data gives as counties.
// Derived from the same Census tables and slug rules as buildLocations(); a derived path that is
// not among the built locations is dropped, so a drift between the two cannot create coverage of
// a place that does not exist.
import { cbsas } from './source/cbsas.js';
import { countyPlaces } from './source/countyPlaces.js';
import { countySlug } from './source/countySlug.js';
import { NO_METRO_SEGMENT } from './source/locations.js';
import { toSlug } from './source/slug.js';

export function countyHierarchiesByFips(knownHierarchies: ReadonlySet<string>): Map<string, string> {
  const cbsaSlugByCode = new Map(cbsas().map((cbsa) => [cbsa.code, toSlug(cbsa.name)]));
  const result = new Map<string, string>();
  for (const county of countyPlaces()) {
    const metro = (county.cbsa && cbsaSlugByCode.get(county.cbsa)) ?? NO_METRO_SEGMENT;
    const hierarchy = `/usa/${county.state.toLowerCase()}/${metro}/${countySlug(county.name)}`;
    if (knownHierarchies.has(hierarchy)) result.set(county.fips, hierarchy);
  }
  return result;
}
