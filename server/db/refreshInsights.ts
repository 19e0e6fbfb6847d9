// Environment: server
// Rebuilds the precomputed insight aggregates (migration 0002) for windows ending now. Insights
// read only these tables, so they are refreshed after seeding and whenever the day has rolled.
import { sql, type Kysely } from 'kysely';
import { MIN_PAYERS } from '../../src/insights/privacyThreshold.js';
import type { Database } from './databaseSchema.js';

// Rows below the privacy threshold are never published, so they are never computed (migration
// 0055).
export async function refreshInsights(db: Kysely<Database>, asOf: Date): Promise<void> {
  await sql`SELECT refresh_insight_aggregates(${asOf.toISOString()}::timestamptz, ${MIN_PAYERS}::integer)`.execute(db);
}

/** True when the aggregates were computed before today (UTC) or never. */
export async function insightsAreStale(db: Kysely<Database>, now: Date): Promise<boolean> {
  const refresh = await db.selectFrom('insight_refreshes').select('as_of').where('id', '=', 1).executeTakeFirst();
  return !refresh || refresh.as_of.toISOString().slice(0, 10) < now.toISOString().slice(0, 10);
}
