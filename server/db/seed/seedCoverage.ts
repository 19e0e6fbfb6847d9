// Environment: server
// What the default seed must let the insights publish (docs/operations.md#seed-coverage): how many
// billers the all-services ranking of the last 12 months holds (at least MIN_PAYERS payers each)
// in every state, DC and Puerto Rico, in each of the most populous metros, and in King County, WA.
// `npm run seed` prints it and seedCoverage.test.ts holds the seed to it.
import { sql, type Kysely } from 'kysely';
import { MIN_PAYERS } from '../../../src/insights/privacyThreshold.js';
import { stateAbbreviations } from '../../../src/location/stateAbbreviations.js';
import type { Database } from '../databaseSchema.js';

export const KING_COUNTY = '/usa/wa/seattle-tacoma-bellevue-wa/king';

/** The places held to a floor: the states, DC and Puerto Rico. */
export const coveredStates = stateAbbreviations
  .filter((state) => state.kind === 'state' || state.kind === 'district' || state.code === 'PR')
  .map((state) => `/usa/${state.code.toLowerCase()}`);

export type PlaceCoverage = { hierarchy: string; name: string; billers: number };

export type SeedCoverage = {
  states: PlaceCoverage[];
  /** The most populous metros, each at its most populous state's part. */
  metros: PlaceCoverage[];
  kingCounty: PlaceCoverage;
};

async function billersRanked(db: Kysely<Database>, hierarchies: readonly string[]): Promise<PlaceCoverage[]> {
  const result = await sql<{ hierarchy: string; name: string; billers: number }>`
    SELECT l.hierarchy, l.name,
      (SELECT count(DISTINCT s.biller_id) FROM insight_biller_stats s
        WHERE s.location_hierarchy = l.hierarchy AND s.days = 365
          AND s.payer_count >= ${MIN_PAYERS})::integer AS billers
    FROM locations l
    WHERE l.hierarchy = ANY(${[...hierarchies]}::text[])
    ORDER BY l.hierarchy`.execute(db);
  return result.rows.map((row) => ({ ...row, billers: Number(row.billers) }));
}

export async function seedCoverage(db: Kysely<Database>, metroCount = 50): Promise<SeedCoverage> {
  const metros = await sql<{ hierarchy: string }>`
    SELECT DISTINCT ON (name) hierarchy, name, population FROM locations WHERE type = 'cbsa'
    ORDER BY name, population DESC`.execute(db);
  const metroRows = await sql<{ hierarchy: string }>`
    SELECT hierarchy FROM locations WHERE hierarchy = ANY(${metros.rows.map((row) => row.hierarchy)}::text[])
    ORDER BY population DESC, hierarchy LIMIT ${metroCount}`.execute(db);
  const [states, metroCoverage, king] = await Promise.all([
    billersRanked(db, coveredStates),
    billersRanked(
      db,
      metroRows.rows.map((row) => row.hierarchy),
    ),
    billersRanked(db, [KING_COUNTY]),
  ]);
  const kingCounty = king[0];
  if (!kingCounty) throw new Error(`${KING_COUNTY} is not in the seeded places.`);
  return { states, metros: metroCoverage, kingCounty };
}

/** The thinnest state and metro and King County, in one line for `npm run seed`. */
export function describeCoverage(coverage: SeedCoverage): string {
  const thinnest = (places: readonly PlaceCoverage[]) => [...places].sort((a, b) => a.billers - b.billers)[0];
  const state = thinnest(coverage.states);
  const metro = thinnest(coverage.metros);
  return (
    `Billers ranked (≥ ${MIN_PAYERS} payers, 12 months): thinnest of ${coverage.states.length} ` +
    `states ${state?.name} ${state?.billers}; thinnest of the ${coverage.metros.length} largest ` +
    `metros ${metro?.name} (${metro?.hierarchy.split('/')[2]?.toUpperCase()}) ${metro?.billers}; ` +
    `King County, WA ${coverage.kingCounty.billers}`
  );
}
