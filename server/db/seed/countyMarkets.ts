// Environment: server Where a county's households take each kind of bill
// (docs/operations.md#seed-coverage). Real bill lists concentrate: a county's power, gas, water and
// trash come from the one utility that serves it (a local monopoly), and most of its households
// split every other kind of bill between a few leading billers. Drawing every household from all
// the billers that cover a whole state or the country spread a county's payers so thin that no
// biller of even a large county reached the privacy threshold (MIN_PAYERS,
// src/insights/privacyThreshold.ts) — King County, WA had 6 electric utilities to choose from and 0
// published rows.
import { createRandom, SEED, type Random } from './source/random.js';
import { stableHash } from './source/stableHash.js';

export type BillerCandidate = {
  id: number;
  popularity: number;
  /** Covers the whole country: shared by every county rather than serving this one. */
  national: boolean;
};

/** Local monopolies: a county's households all pay the one utility serving it. */
const monopolyServiceTypes: ReadonlySet<string> = new Set(['electric', 'gas', 'water-sewer', 'trash-recycling']);

/** How many leading billers a county's market has for a service type that is not a monopoly. */
const LEADING_BILLERS = 3;

/**
 * Share of a county's households that pay one of its market's billers; the others (newcomers,
 * the odd provider) pick from every biller serving the county, so state and national rankings
 * keep their long tail.
 */
const MARKET_SHARE = 0.85;

/**
 * Draws `count` distinct candidates by popularity. Monopolies prefer a biller serving only the
 * state or county (the utility) over a national one (Republic Services hauls trash everywhere,
 * but a city's own sanitation department is its trash biller when there is one).
 */
function drawMarket(random: Random, candidates: readonly BillerCandidate[], count: number): BillerCandidate[] {
  const pool = [...candidates];
  const market: BillerCandidate[] = [];
  while (market.length < count && pool.length > 0) {
    const chosen = random.weightedPick(pool, (candidate) => candidate.popularity);
    market.push(chosen);
    pool.splice(pool.indexOf(chosen), 1);
  }
  return market;
}

/**
 * Picks a household's biller among `candidates` (every biller serving its place for the service
 * type). Each county's market is drawn once per service type from a generator keyed by the county
 * and the type, so it does not depend on which household asks first; a household then takes one
 * draw of `random` to choose the market or the whole field, and one to pick within it.
 */
export function countyMarkets() {
  const markets = new Map<string, BillerCandidate[]>();
  return (
    random: Random,
    county: string,
    serviceTypeSlug: string,
    candidates: readonly BillerCandidate[],
  ): BillerCandidate => {
    const key = `${county}|${serviceTypeSlug}`;
    let market = markets.get(key);
    if (!market) {
      const marketRandom = createRandom(SEED ^ stableHash(key));
      const monopoly = monopolyServiceTypes.has(serviceTypeSlug);
      const local = candidates.filter((candidate) => !candidate.national);
      market = monopoly
        ? drawMarket(marketRandom, local.length > 0 ? local : candidates, 1)
        : drawMarket(marketRandom, candidates, LEADING_BILLERS);
      markets.set(key, market);
    }
    const field = random.next() < MARKET_SHARE ? market : candidates;
    return random.weightedPick(field, (candidate) => candidate.popularity);
  };
}
