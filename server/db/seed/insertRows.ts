// Environment: server
// Bulk loading with multi-row INSERTs through Kysely (no SQL text of our own): each statement
// carries as many rows as PostgreSQL's 65,535 bind parameters allow.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../databaseSchema.js';

const MAX_PARAMETERS = 60_000;

export async function insertRows<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
}
