// Environment: server Nearest billers first (docs/product.md#adding-a-bill: the add-bill
// typeahead): a biller whose coverage includes the user's county (the county itself, its metro
// area, or a place inside it) ranks 0, one serving elsewhere in the user's state (state-wide or
// another county) 1, the rest (other states, nation-wide) 2. Popularity orders billers within a
// rank.
import { sql, type RawBuilder } from 'kysely';

/** The rank of a biller serving neither the user's county nor their state. */
export const NOT_NEAR = 2;

const PLACEHOLDERS = new Set(['no-metro', 'no-county', 'no-city', '-']);

/**
 * The rank of `billers.id` for a user at `near` (any depth of /usa/{state}/{cbsa}/{county}/…),
 * for ORDER BY. Only the state, metro and county levels matter; placeholders are skipped.
 */
export function billerNearness(near: string): RawBuilder<number> {
  const segments = near.split('/').slice(1, 5);
  if (segments[0] !== 'usa' || segments.length < 2) return sql<number>`${sql.lit(NOT_NEAR)}`;
  const state = `/${segments.slice(0, 2).join('/')}`;
  // Metro and county, the levels that include the user's county.
  const local = [3, 4]
    .filter((depth) => depth <= segments.length && !PLACEHOLDERS.has(segments[depth - 1] ?? '-'))
    .map((depth) => `/${segments.slice(0, depth).join('/')}`);
  const deepest = local.at(-1);
  const isLocal = deepest
    ? sql`(c.hierarchy IN (${sql.join(local)}) OR c.hierarchy LIKE ${`${deepest}/%`})`
    : sql`false`;
  return sql<number>`coalesce((
    SELECT min(CASE
      WHEN ${isLocal} THEN 0
      WHEN c.hierarchy = ${state} OR c.hierarchy LIKE ${`${state}/%`} THEN 1
      ELSE ${sql.lit(NOT_NEAR)} END)
    FROM biller_coverage c WHERE c.biller_id = billers.id), ${sql.lit(NOT_NEAR)})`;
}
