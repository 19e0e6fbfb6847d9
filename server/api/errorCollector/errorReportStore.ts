// Environment: server
// Where the collector keeps what it receives (issue 6): one row per notice or statistics post, in
// the database, so every server process collects into and lists from the same place. Each table
// holds at most `retention` rows per project: the collector must not grow without bound, as the
// project key that lets anyone post is public by design (it ships in every page).
import type { Kysely } from 'kysely';
import type { Database, ErrorStatsKind } from '../../db/databaseSchema.js';

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

/**
 * Deletes every row of the project older than its `retention` newest, in one statement: the
 * subquery finds the id of the oldest row to keep (none while there are fewer, so nothing goes),
 * walking the (project_id, id) index.
 */
async function keepNewest(
  db: Kysely<Database>,
  table: 'error_notices' | 'error_stats',
  projectId: number,
  retention: number,
): Promise<void> {
  await db
    .deleteFrom(table)
    .where('project_id', '=', projectId)
    .where('id', '<', (expression) =>
      expression
        .selectFrom(table)
        .select('id')
        .where('project_id', '=', projectId)
        .orderBy('id', 'desc')
        .offset(retention - 1)
        .limit(1),
    )
    .execute();
}

export async function storeNotice(
  db: Kysely<Database>,
  row: NoticeRow,
  retention: number,
): Promise<number> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await keepNewest(db, 'error_notices', row.projectId, retention);
  return id;
}

export async function storeStats(
  db: Kysely<Database>,
  row: StatsRow,
  retention: number,
): Promise<void> {
  await db
    .insertInto('error_stats')
    .values({
      project_id: row.projectId,
      received_at: row.receivedAt,
      kind: row.kind,
      payload: row.payload,
    })
    .execute();
  await keepNewest(db, 'error_stats', row.projectId, retention);
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
