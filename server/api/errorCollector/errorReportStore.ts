// Environment: server
// Where the collector keeps what it receives (issue 6): one row per notice or statistics post, in
// the database, so every server process collects into and lists from the same place.
//
// The project key that lets anyone post is public by design (it ships in every page), so what is
// kept is bounded (issue 14): per project, notices may hold at most three quarters of `maxBytes`
// and `retention` rows, statistics the last quarter and `retention` rows. Each table's totals are
// kept in error_collector_usage; when one passes its bound, the oldest rows go first, down to
// 90 % of the bytes (and 95 % of the rows) so pruning runs once in a while, not on every insert.
// The newest notice of each error group seen in the last hour goes last (up to half the bound),
// so a flood of one error never pushes out the others.
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

export type CollectorBounds = { retention: number; maxBytes: number };

/** Notices of the last hour keep one row per error group through a flood. */
export const GROUP_PROTECTION_MS = 60 * 60 * 1000;
const BYTES_SHARE: Record<ErrorCollectorUsageKind, number> = { notices: 0.75, stats: 0.25 };

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
async function addUsage(
  db: Kysely<Database>,
  projectId: number,
  kind: ErrorCollectorUsageKind,
  bytes: number,
) {
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
 * Deletes the rows past the targets, oldest first, the protected notices last; then counts what
 * is left afresh, which also corrects any drift between concurrent writers.
 */
async function prune(
  db: Kysely<Database>,
  projectId: number,
  kind: ErrorCollectorUsageKind,
  bounds: CollectorBounds,
  now: Date,
): Promise<void> {
  const { maxBytes, maxRows, targetBytes, targetRows } = limitsOf(kind, bounds);
  if (kind === 'notices') {
    const since = new Date(now.getTime() - GROUP_PROTECTION_MS);
    await sql`
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
        SELECT notices.id,
          sum(notices.size_bytes) OVER keep_order AS bytes_so_far,
          row_number() OVER keep_order AS rows_so_far
        FROM error_notices AS notices LEFT JOIN protected ON protected.id = notices.id
        WHERE notices.project_id = ${projectId}
        WINDOW keep_order AS (ORDER BY (protected.id IS NOT NULL) DESC, notices.id DESC)
      )
      DELETE FROM error_notices
      WHERE id IN (
        SELECT id FROM ranked WHERE bytes_so_far > ${targetBytes} OR rows_so_far > ${targetRows}
      )`.execute(db);
  } else {
    await sql`
      WITH ranked AS (
        SELECT id,
          sum(size_bytes) OVER (ORDER BY id DESC) AS bytes_so_far,
          row_number() OVER (ORDER BY id DESC) AS rows_so_far
        FROM error_stats
        WHERE project_id = ${projectId}
      )
      DELETE FROM error_stats
      WHERE id IN (
        SELECT id FROM ranked WHERE bytes_so_far > ${targetBytes} OR rows_so_far > ${targetRows}
      )`.execute(db);
  }
  const table = kind === 'notices' ? 'error_notices' : 'error_stats';
  const left = await db
    .selectFrom(table)
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

async function keepWithinBounds(
  db: Kysely<Database>,
  projectId: number,
  kind: ErrorCollectorUsageKind,
  size: number,
  bounds: CollectorBounds,
  now: Date,
): Promise<void> {
  const usage = await addUsage(db, projectId, kind, size);
  const { maxBytes, maxRows } = limitsOf(kind, bounds);
  if (Number(usage.bytes) > maxBytes || usage.row_count > maxRows) {
    await prune(db, projectId, kind, bounds, now);
  }
}

export async function storeNotice(
  db: Kysely<Database>,
  row: NoticeRow,
  bounds: CollectorBounds,
): Promise<number> {
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
  await keepWithinBounds(db, row.projectId, 'notices', size, bounds, row.receivedAt);
  return id;
}

export async function storeStats(
  db: Kysely<Database>,
  row: StatsRow,
  bounds: CollectorBounds,
): Promise<void> {
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
  await keepWithinBounds(db, row.projectId, 'stats', size, bounds, row.receivedAt);
}

/** A project's notices newest first, older than `before` when given. */
export async function listNotices(
  db: Kysely<Database>,
  query: { projectId: number; limit: number; before: number | undefined },
) {
  let notices = db
    .selectFrom('error_notices')
    .select([
      'id',
      'received_at',
      'error_type',
      'error_message',
      'url',
      'severity',
      'environment',
      'notice',
    ])
    .where('project_id', '=', query.projectId)
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.before !== undefined) notices = notices.where('id', '<', query.before);
  return notices.execute();
}
