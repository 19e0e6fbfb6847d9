import { stateAbbreviations } from '../../../../src/location/stateAbbreviations.js';

export type StateCode = { code: string; name: string; fips: string };

/**
 * The places with counties below them (docs/product.md#states-and-territories): the 50 states, DC
 * and the territories (PR, GU, VI, AS, MP). The armed-forces regions are states too, for a ZIP code
 * and for search, but have no metro, county or city (see `armedForcesRegions`).
 */
export const placeStates: readonly StateCode[] = stateAbbreviations.flatMap((entry) =>
  entry.kind !== 'armed-forces' && entry.fips !== null
    ? [{ code: entry.code, name: entry.name, fips: entry.fips }]
    : [],
);

/** AA, AE, AP: state rows of their own with nothing below them. */
export const armedForcesRegions = stateAbbreviations.filter((entry) => entry.kind === 'armed-forces');
