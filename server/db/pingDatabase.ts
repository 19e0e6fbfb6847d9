// Environment: server
import { sql, type Kysely } from 'kysely';
import type { Database } from './databaseSchema.js';

/** The cheapest query that proves the database answers (readiness; docs/operations.md#health-and-readiness). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
