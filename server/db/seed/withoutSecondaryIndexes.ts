// Environment: server Bulk loading as PostgreSQL's manual advises (§14.4 "Populating a Database"):
// drop a table's secondary indexes and foreign keys, load, then build the indexes once and check
// the keys in one pass. The seed's 400,000 payments each maintained two indexes and looked up their
// listing: that was most of the first start's time per household (docs/operations.md#seed). Primary
// keys and unique constraints stay, so a duplicate still fails at once. Run inside the seed's
// transaction: a failure leaves every index and key as it was.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../databaseSchema.js';

type Definition = { name: string; table: string; definition: string };

export async function withoutSecondaryIndexes<Result>(
  db: Kysely<Database>,
  tables: readonly (keyof Database & string)[],
  load: () => Promise<Result>,
): Promise<Result> {
  const relations = sql`ARRAY[${sql.join(tables.map((table) => sql`${table}::regclass`))}]`;
  const indexes = await sql<Definition>`
    SELECT index.indexrelid::regclass::text AS name, index.indrelid::regclass::text AS table,
      pg_get_indexdef(index.indexrelid) AS definition
    FROM pg_index index
    LEFT JOIN pg_constraint constraint_ ON constraint_.conindid = index.indexrelid
    WHERE index.indrelid = ANY(${relations}) AND NOT index.indisunique
      AND constraint_.oid IS NULL`.execute(db);
  const foreignKeys = await sql<Definition>`
    SELECT conname AS name, conrelid::regclass::text AS table,
      pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ANY(${relations})`.execute(db);

  for (const key of foreignKeys.rows)
    await sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(db);
  for (const index of indexes.rows) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  const result = await load();
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
  for (const key of foreignKeys.rows) {
    await sql`ALTER TABLE ${sql.raw(key.table)}
      ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(db);
  }
  return result;
}
