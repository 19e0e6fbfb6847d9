// Environment: server
import { sql, type Kysely } from 'kysely';
import type { Database } from './databaseSchema.js';

/** The cheapest query that proves the database answers (readiness, issue 14). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
