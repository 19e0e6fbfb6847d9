// Environment: server The job queue (docs/architecture.md#the-parts;
// docs/product.md#payment-states), kept in the product database (table `jobs`, migration 0026) so
// jobs survive restarts and any number of workers share them.
//
// Why not pg-boss: it was tried first, through a `db` adapter running its SQL on our Kysely handle
// so it would work on PGlite as on PostgreSQL. pg-boss creates and migrates its schema with
// multi-statement SQL, which PGlite refuses through the extended protocol our handle uses
// ("cannot insert multiple commands into a prepared statement"); running it on PostgreSQL only
// would leave `npm start` (PGlite) without a queue. So this small queue does the part we need:
// a worker claims a due job with FOR UPDATE SKIP LOCKED and a lease, so two workers never run one
// job at once and a job whose worker died is taken up again when its lease ends.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';

export type JobRequest = {
  name: string;
  payload?: Record<string, unknown>;
  /** When the job may run; default: now. */
  runAfter?: Date;
  /** While a job of this name and key is waiting, another one is not queued. */
  singletonKey?: string;
  /**
   * With a singleton key: the waiting one's run comes forward to this one's if that is sooner,
   * for work that became due on a user's action rather than at the job's next round.
   */
  bringForward?: boolean;
  maxAttempts?: number;
};

export type ClaimedJob = { id: number; name: string; payload: unknown; attempts: number };

/** Queues a job (inside the caller's transaction when given one, so it commits with the data). */
export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  job: JobRequest,
): Promise<void> {
  const now = clock.now();
  const runAfter = job.runAfter ?? now;
  const payload = JSON.stringify(job.payload ?? {});
  const onConflict = job.bringForward
    ? sql`DO UPDATE SET run_after = LEAST(jobs.run_after, EXCLUDED.run_after)`
    : sql`DO NOTHING`;
  // ON CONFLICT names the partial unique index of waiting singleton jobs.
  await sql`
    INSERT INTO jobs (name, payload, singleton_key, run_after, max_attempts, created_at)
    VALUES (${job.name}, ${payload}::jsonb, ${job.singletonKey ?? null}, ${runAfter},
            ${job.maxAttempts ?? 5}, ${now})
    ON CONFLICT (name, singleton_key) WHERE state = 'waiting' AND singleton_key IS NOT NULL
    ${onConflict}`.execute(db);
}

/** Takes the next due job of the given names, or undefined when there is none. */
export async function claimNextJob(
  db: Kysely<Database>,
  clock: Clock,
  names: readonly string[],
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined;
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + leaseMs);
  // Written so that `jobs_waiting` is walked in order from its start (`run_after <= now` is its
  // index condition; an active job's run_after is always past): the scan stops at the first due
  // job and marks the entries of finished jobs it passes as dead, so later claims skip them. With
  // the conditions under one OR, PostgreSQL chose a bitmap scan that read every finished job's
  // entry on each claim until a vacuum, and a month of autopay slowed day by day
  // (docs/performance.md#a-month-of-autopay).
  const result = await sql<ClaimedJob>`
    UPDATE jobs SET state = 'active', attempts = attempts + 1, locked_until = ${leaseEnd}
    WHERE id = (
      SELECT id FROM jobs
      WHERE state IN ('waiting', 'active') AND run_after <= ${now}
        AND name IN (${sql.join(names)})
        AND (state = 'waiting' OR locked_until < ${now})
      ORDER BY run_after, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, name, payload, attempts`.execute(db);
  return result.rows[0];
}

export async function completeJob(db: Kysely<Database>, clock: Clock, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', finished_at: clock.now(), locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: retried with exponential backoff (2 s, 4 s, 8 s…) until max_attempts. */
export async function failJob(db: Kysely<Database>, clock: Clock, job: ClaimedJob, error: unknown): Promise<void> {
  const now = clock.now();
  const message = error instanceof Error ? error.message : String(error);
  const retryAt = new Date(now.getTime() + 1_000 * 2 ** job.attempts);
  await sql`
    UPDATE jobs SET
      state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'waiting' END,
      finished_at = CASE WHEN attempts >= max_attempts THEN ${now}::timestamptz END,
      run_after = ${retryAt}, locked_until = NULL, last_error = ${message.slice(0, 2_000)}
    WHERE id = ${job.id}`.execute(db);
}

/**
 * A claimed job given back untouched (its database went away mid-run, which is not the job's
 * fault): waiting again at once, the attempt not counted.
 */
export async function putJobBack(db: Kysely<Database>, job: ClaimedJob): Promise<void> {
  await sql`
    UPDATE jobs SET state = 'waiting', attempts = attempts - 1, locked_until = NULL
    WHERE id = ${job.id} AND state = 'active' AND attempts = ${job.attempts}`.execute(db);
}

/** Forgets finished jobs older than `olderThanMs`. */
export async function pruneFinishedJobs(db: Kysely<Database>, clock: Clock, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('finished_at', '<', new Date(clock.now().getTime() - olderThanMs))
    .execute();
}
