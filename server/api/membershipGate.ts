// Environment: server
// Member-only endpoints answer a non-member 403 `membership_required`
// (docs/product.md#member-features): the screens show a preview, but the API is the gate.
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';

/** The segment of doxoPLUS members (the container's `userSegment`). */
export const MEMBER_SEGMENT = 'doxoplus';

/** Whether the user has doxoPLUS now. */
export async function isMember(db: Kysely<Database>, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('segment')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.segment === MEMBER_SEGMENT;
}

export async function requireMember(db: Kysely<Database>, userId: number): Promise<void> {
  if (await isMember(db, userId)) return;
  throw new ApiError(
    403,
    'membership_required',
    'This is part of doxoPLUS. Join doxoPLUS to use it.',
  );
}
