// Environment: server
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

/** How a path or query names a biller: all digits are its id, anything else its slug. */
export function billerKey(idOrSlug: string): { id: number } | { slug: string } {
  return /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
}

/** A biller's id, slug and name, or undefined when none has that id or slug. */
export function findBiller(db: Kysely<Database>, key: { id: number } | { slug: string }) {
  const billers = db.selectFrom('billers').select(['id', 'slug', 'name']);
  return ('id' in key ? billers.where('id', '=', key.id) : billers.where('slug', '=', key.slug)).executeTakeFirst();
}
