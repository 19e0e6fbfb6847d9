// Environment: server
// Requests counted per key in fixed windows, in the database so every server process counts
// together (docs/operations.md#scaling-out; docs/operations.md#database-outages).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';

export type RateLimit = { key: string; limit: number };

/**
 * Counts `amount` (one request, by default, or its bytes) for `key` in its current window (one
 * atomic upsert); answers 429 with Retry-After once the window holds more than `limit`. Returns
 * whether a new window began.
 */
export async function countRequest(
  db: Kysely<Database>,
  { key, limit }: RateLimit,
  windowMs: number,
  now: Date,
  message: string,
  amount = 1,
): Promise<{ newWindow: boolean }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
    VALUES (${key}, ${now}, ${amount})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.window_started_at <= ${windowStart} THEN ${amount} ELSE w.hits + ${amount} END,
      window_started_at = CASE
        WHEN w.window_started_at <= ${windowStart} THEN ${now} ELSE w.window_started_at END
    RETURNING w.hits, w.window_started_at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`Counting ${key} returned nothing.`);
  if (row.hits > limit) {
    const endsAt = new Date(row.window_started_at).getTime() + windowMs;
    const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    throw new ApiError(429, 'rate_limited', message, { 'Retry-After': String(retryAfter) });
  }
  return { newWindow: row.hits === amount };
}

/** Windows that ended are dead rows. */
export async function deleteEndedWindows(db: Kysely<Database>, windowMs: number, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit_windows')
    .where('window_started_at', '<=', new Date(now.getTime() - windowMs))
    .execute();
}
