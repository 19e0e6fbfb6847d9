// Environment: server
// Bulk loading by columns: one INSERT … SELECT FROM unnest(…) per table and batch, with one array
// parameter per column. Tens of thousands of rows cost a few parameters instead of one per value
// (insertRows.ts), which is what makes a seed of thousands of households quick on PGlite.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../databaseSchema.js';

/** A column's values and the PostgreSQL array type they are sent as. */
export type Column = {
  type: 'integer' | 'bigint' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'float8';
  values: readonly (string | number | boolean | null)[];
};

/** What each column type's array holds. */
type ValueOf = {
  integer: number;
  bigint: string | number;
  text: string | null;
  boolean: boolean;
  date: string;
  timestamptz: string;
  float8: number;
};

/** Columns of the given types, each with the array its values are pushed to, row by row. */
export type TypedColumns<Types extends Record<string, Column['type']>> = {
  [Name in keyof Types]: { type: Types[Name]; values: ValueOf[Types[Name]][] };
};

/** Empty columns of the given types, in the order given (the order insertColumns writes them in). */
export function emptyColumns<Types extends Record<string, Column['type']>>(types: Types): TypedColumns<Types> {
  const columns: Record<string, Column> = {};
  for (const [name, type] of Object.entries(types)) columns[name] = { type, values: [] };
  return columns as TypedColumns<Types>;
}

/** The unnest(…) of the columns, aliased `alias(name, …)`, for a FROM clause. */
export function unnestColumns(columns: Readonly<Record<string, Column>>, alias: string) {
  const entries = Object.entries(columns);
  return sql`unnest(${sql.join(
    entries.map(([, column]) => sql`${column.values}::${sql.raw(column.type)}[]`),
  )}) AS ${sql.raw(alias)} (${sql.join(entries.map(([name]) => sql.ref(name)))})`;
}

export async function insertColumns(
  db: Kysely<Database>,
  table: keyof Database & string,
  columns: Readonly<Record<string, Column>>,
): Promise<void> {
  const names = Object.keys(columns);
  if ((columns[names[0] ?? '']?.values.length ?? 0) === 0) return;
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
    SELECT * FROM ${unnestColumns(columns, 'source')}`.execute(db);
}
