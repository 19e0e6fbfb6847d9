// Environment: server
// Removing something of one's own (a bill, a monitored item) keeps its row and marks it removed:
// a removed bill keeps its payments for history and insights (docs/product.md#payment-history).
// Only a live row of the signed-in user's is marked; a second removal, or someone else's id,
// marks nothing, and the caller answers 404.
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

/** Marks the user's live row removed at `at`; answers whether there was one. */
export async function markOwnRowRemoved(
  db: Kysely<Database>,
  table: 'listings' | 'monitored_items',
  { id, userId }: { id: number; userId: number },
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable(table)
    .set({ removed_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
