// Environment: server Where the collector keeps what it receives
// (docs/operations.md#error-collector): one row per notice or statistics post, in the database, so
// every server process collects into and lists from the same place.
//
// The project key that lets anyone post is public by design (it ships in every page), so what is
// kept is bounded: per project, notices may hold at most three quarters of `maxBytes`
// and `retention` rows, statistics the last quarter and `retention` rows, neither older than
// `maxAgeMs`. Each table's totals are kept in error_collector_usage; when one passes its bound,
// the oldest rows go first, down to 90 % of the bytes (and 95 % of the rows) so pruning runs once
// in a while, not on every insert. The newest notice of each error group seen in the last hour
// goes last (up to half the bound), so a flood of one error never pushes out the others.
//
// Deleting is not enough to bound the disk: PostgreSQL reuses a deleted row's space only once
// VACUUM has passed (PGlite never runs autovacuum, and a server may have it off or behind), and
// a flood grew the database from 131 to 734 MB with 48 MB of rows kept. So a prune that deleted
// rows vacuums the table (at most once a minute), and deletes in batches. One prune at a time,
// across processes (an advisory lock) and within one: concurrent prunes deleted the same rows in
// different orders and deadlocked, and a post answered 500.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, ErrorCollectorUsageKind, ErrorStatsKind } from '../../db/databaseSchema.js';

export type NoticeRow = {
  projectId: number;
  receivedAt: Date;
  errorType: string | null;
  errorMessage: string | null;
  url: string | null;
  severity: string | null;
  environment: string | null;
  /** The notice as JSON text (jsonb). */
  notice: string;
};

export type StatsRow = {
  projectId: number;
  receivedAt: Date;
  kind: ErrorStatsKind;
  /** The statistics post as JSON text (jsonb). */
  payload: string;
};

export type CollectorBounds = { retention: number; maxBytes: number; maxAgeMs: number };

/** Notices of the last hour keep one row per error group through a flood. */
export const GROUP_PROTECTION_MS = 60 * 60 * 1000;
const BYTES_SHARE: Record<ErrorCollectorUsageKind, number> = { notices: 0.75, stats: 0.25 };
const TABLES = { notices: 'error_notices', stats: 'error_stats' } as const;
/** Rows deleted by one statement: each is short, and never holds many row locks. */
const DELETE_BATCH = 500;
/** A table is vacuumed at most this often (its prunes may come faster in a flood). */
const VACUUM_INTERVAL_MS = 60_000;
/** Age is enforced at least this often, even when no bound is passed. */
const AGE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
// Any constant of this product's own: keys the advisory lock of one project's table's pruner.
const PRUNE_LOCK_KEY = 4_725_020;

/** Same type and message, same group (as migration 0005 computed it for older rows). */
export function errorGroupOf(type: string | null, message: string | null): string {
  return createHash('md5')
    .update(`${type ?? ''}\n${message ?? ''}`)
    .digest('hex');
}

function limitsOf(kind: ErrorCollectorUsageKind, bounds: CollectorBounds) {
  const maxBytes = Math.floor(bounds.maxBytes * BYTES_SHARE[kind]);
  return {
    maxBytes,
    maxRows: bounds.retention,
    targetBytes: Math.floor(maxBytes * 0.9),
    targetRows: bounds.retention - Math.floor(bounds.retention * 0.05),
  };
}

/** Adds a row's size to the project's totals; returns the new totals. */
async function addUsage(db: Kysely<Database>, projectId: number, kind: ErrorCollectorUsageKind, bytes: number) {
  return db
    .insertInto('error_collector_usage')
    .values({ project_id: projectId, kind, bytes, row_count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'kind']).doUpdateSet((eb) => ({
        bytes: eb('error_collector_usage.bytes', '+', bytes),
        row_count: eb('error_collector_usage.row_count', '+', 1),
      })),
    )
    .returning(['bytes', 'row_count'])
    .executeTakeFirstOrThrow();
}

/**
 * The rows past the targets, oldest first (the protected notices last), and those past the age
 * limit.
 */
async function rowsToDelete(
  db: Kysely<Database>,
  projectId: number,
  kind: ErrorCollectorUsageKind,
  bounds: CollectorBounds,
  now: Date,
): Promise<number[]> {
  const { maxBytes, maxRows, targetBytes, targetRows } = limitsOf(kind, bounds);
  const tooOld = new Date(now.getTime() - bounds.maxAgeMs);
  if (kind === 'notices') {
    const since = new Date(now.getTime() - GROUP_PROTECTION_MS);
    const { rows } = await sql<{ id: number }>`
      WITH newest_of_group AS (
        SELECT DISTINCT ON (error_group) id, size_bytes
        FROM error_notices
        WHERE project_id = ${projectId} AND received_at > ${since}
        ORDER BY error_group, id DESC
      ),
      protected AS (
        SELECT id FROM (
          SELECT id,
            sum(size_bytes) OVER (ORDER BY id DESC) AS bytes_so_far,
            row_number() OVER (ORDER BY id DESC) AS rows_so_far
          FROM newest_of_group
        ) AS groups
        WHERE bytes_so_far <= ${Math.floor(maxBytes / 2)} AND rows_so_far <= ${Math.floor(maxRows / 2)}
      ),
      ranked AS (
        SELECT notices.id, notices.received_at,
          sum(notices.size_bytes) OVER keep_order AS bytes_so_far,
          row_number() OVER keep_order AS rows_so_far
        FROM error_notices AS notices LEFT JOIN protected ON protected.id = notices.id
        WHERE notices.project_id = ${projectId}
        WINDOW keep_order AS (ORDER BY (protected.id IS NOT NULL) DESC, notices.id DESC)
      )
      SELECT id FROM ranked
      WHERE bytes_so_far > ${targetBytes} OR rows_so_far > ${targetRows} OR received_at < ${tooOld}
      ORDER BY id`.execute(db);
    return rows.map(({ id }) => Number(id));
  }
  const { rows } = await sql<{ id: number }>`
    WITH ranked AS (
      SELECT id, received_at,
        sum(size_bytes) OVER (ORDER BY id DESC) AS bytes_so_far,
        row_number() OVER (ORDER BY id DESC) AS rows_so_far
      FROM error_stats
      WHERE project_id = ${projectId}
    )
    SELECT id FROM ranked
    WHERE bytes_so_far > ${targetBytes} OR rows_so_far > ${targetRows} OR received_at < ${tooOld}
    ORDER BY id`.execute(db);
  return rows.map(({ id }) => Number(id));
}

/** Counts what is left afresh, which also corrects any drift between concurrent writers. */
async function recountUsage(db: Kysely<Database>, projectId: number, kind: ErrorCollectorUsageKind): Promise<void> {
  const left = await db
    .selectFrom(TABLES[kind])
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
      (eb) => eb.fn.countAll<number>().as('row_count'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('error_collector_usage')
    .set({ bytes: Number(left.bytes), row_count: Number(left.row_count) })
    .where('project_id', '=', projectId)
    .where('kind', '=', kind)
    .execute();
}

export type ErrorReportStore = {
  storeNotice: (row: NoticeRow) => Promise<number>;
  storeStats: (row: StatsRow) => Promise<void>;
};

/** The collector's writer for one set of bounds: it owns this process's pruners. */
export function createErrorReportStore(db: Kysely<Database>, bounds: CollectorBounds): ErrorReportStore {
  const pruning = new Set<string>();
  const lastPruned = new Map<string, number>();
  const lastVacuumed = new Map<string, number>();

  /**
   * Deletes what is past the bounds, unless this project's table is being pruned already (here
   * or by another process, which then holds the advisory lock): one pruner at a time.
   */
  async function prune(projectId: number, kind: ErrorCollectorUsageKind, now: Date) {
    const name = `${projectId}:${kind}`;
    if (pruning.has(name)) return;
    pruning.add(name);
    lastPruned.set(name, now.getTime());
    try {
      await db.connection().execute(async (connection) => {
        const lockKey = projectId * 2 + (kind === 'stats' ? 1 : 0);
        const { rows } = await sql<{ locked: boolean }>`
          SELECT pg_try_advisory_lock(${PRUNE_LOCK_KEY}, ${lockKey}) AS locked`.execute(connection);
        if (!rows[0]?.locked) return;
        try {
          const doomed = await rowsToDelete(connection, projectId, kind, bounds, now);
          for (let start = 0; start < doomed.length; start += DELETE_BATCH) {
            await connection
              .deleteFrom(TABLES[kind])
              .where('id', 'in', doomed.slice(start, start + DELETE_BATCH))
              .execute();
          }
          await recountUsage(connection, projectId, kind);
          const vacuumedAt = lastVacuumed.get(name) ?? -Infinity;
          if (doomed.length > 0 && now.getTime() - vacuumedAt >= VACUUM_INTERVAL_MS) {
            lastVacuumed.set(name, now.getTime());
            // Makes the deleted rows' space (and their TOASTed bodies') reusable by new rows.
            await sql`VACUUM ${sql.table(TABLES[kind])}`.execute(connection);
          }
        } finally {
          await sql`SELECT pg_advisory_unlock(${PRUNE_LOCK_KEY}, ${lockKey})`.execute(connection);
        }
      });
    } finally {
      pruning.delete(name);
    }
  }

  async function keepWithinBounds(
    projectId: number,
    kind: ErrorCollectorUsageKind,
    size: number,
    now: Date,
  ): Promise<void> {
    const usage = await addUsage(db, projectId, kind, size);
    const { maxBytes, maxRows } = limitsOf(kind, bounds);
    const overBounds = Number(usage.bytes) > maxBytes || usage.row_count > maxRows;
    const ageCheckDue = now.getTime() - (lastPruned.get(`${projectId}:${kind}`) ?? -Infinity) >= AGE_CHECK_INTERVAL_MS;
    if (overBounds || ageCheckDue) await prune(projectId, kind, now);
  }

  return {
    async storeNotice(row) {
      const size = Buffer.byteLength(row.notice);
      const { id } = await db
        .insertInto('error_notices')
        .values({
          project_id: row.projectId,
          received_at: row.receivedAt,
          error_type: row.errorType,
          error_message: row.errorMessage,
          url: row.url,
          severity: row.severity,
          environment: row.environment,
          notice: row.notice,
          size_bytes: size,
          error_group: errorGroupOf(row.errorType, row.errorMessage),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await keepWithinBounds(row.projectId, 'notices', size, row.receivedAt);
      return id;
    },
    async storeStats(row) {
      const size = Buffer.byteLength(row.payload);
      await db
        .insertInto('error_stats')
        .values({
          project_id: row.projectId,
          received_at: row.receivedAt,
          kind: row.kind,
          payload: row.payload,
          size_bytes: size,
        })
        .execute();
      await keepWithinBounds(row.projectId, 'stats', size, row.receivedAt);
    },
  };
}

/** A project's notices newest first, older than `before` when given. */
export async function listNotices(
  db: Kysely<Database>,
  query: { projectId: number; limit: number; before: number | undefined },
) {
  let notices = db
    .selectFrom('error_notices')
    .select(['id', 'received_at', 'error_type', 'error_message', 'url', 'severity', 'environment', 'notice'])
    .where('project_id', '=', query.projectId)
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.before !== undefined) notices = notices.where('id', '<', query.before);
  return notices.execute();
}
