// Environment: server
// The membership gate (docs/product.md#member-only-endpoints): whether a user has doxoPLUS's
// benefits now, and the check every member-only endpoint makes before anything else, so the UI is
// never the only gate. A non-member gets 403 `membership_required`; signed out, 401 as anywhere.
//
//   router.get('/credit-score', async (request, response) => {
//     const session = await requireMembership(dependencies, request);
//     …
//   });
import type { Request } from 'express';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { MEMBER_SEGMENT, MEMBERSHIP_REQUIRED } from '../../src/api/contracts/membershipContract.js';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, type AuthenticatedSession } from './auth/authentication.js';

type Db = Kysely<Database> | Transaction<Database>;

// The events that change a membership's status, and those whose status carries the benefits.
// Kept beside server/membership/membershipRecord.ts's fold, which reads the same events.
export const statusEventKinds = [
  'enrolled',
  'charged',
  'grace_started',
  'lapsed',
  'cancel_requested',
  'cancel_undone',
  'ended',
] as const;
export const memberEventKinds = ['enrolled', 'charged', 'grace_started', 'cancel_requested', 'cancel_undone'] as const;

/** Each membership `m` beside its newest status event's kind, `latest.kind` (the events are append-only). */
export const latestMembershipEventJoin = sql`CROSS JOIN LATERAL (
  SELECT e.kind FROM membership_events e
  WHERE e.membership_id = m.id AND e.kind IN (${sql.join([...statusEventKinds])})
  ORDER BY e.id DESC LIMIT 1
) latest`;

/** SQL that is true when the membership `m` (joined by `latestMembershipEventJoin`) carries the benefits. */
export const latestMembershipIsMember = sql`latest.kind IN (${sql.join([...memberEventKinds])})`;

/**
 * SQL that is true when the user `userId` (a column or a value) is a member now: their
 * membership's newest status event is one that carries the benefits. One index lookup per user;
 * usable in a select list (the profile's segment) or on its own.
 */
export function isMemberSql(userId: Expression<number> | number) {
  const user = typeof userId === 'number' ? sql`${userId}` : userId;
  return sql<boolean>`EXISTS (
    SELECT 1 FROM memberships m
    ${latestMembershipEventJoin}
    WHERE m.user_id = ${user} AND ${latestMembershipIsMember})`;
}

/** Whether the user has doxoPLUS's benefits now (active, cancelling or in grace). */
export async function isMember(db: Db, userId: number): Promise<boolean> {
  const row = await sql<{ member: boolean }>`SELECT ${isMemberSql(userId)} AS member`.execute(db);
  return row.rows[0]?.member === true;
}

/** The container's userSegment for a user: `doxoplus` while a member, else their own segment. */
export function segmentFor(storedSegment: string, member: boolean): string {
  if (member) return MEMBER_SEGMENT;
  // A segment stored as doxoplus without a membership behind it (older seeds) is not one.
  return storedSegment === MEMBER_SEGMENT ? 'free' : storedSegment;
}

/**
 * The signed-in member's session; 401 when signed out, 403 `membership_required` for a
 * non-member (docs/product.md#member-only-endpoints).
 */
export async function requireMembership(
  dependencies: ApiDependencies,
  request: Request,
): Promise<AuthenticatedSession> {
  const session = await requireSession(dependencies, request);
  if (!(await isMember(dependencies.db, session.userId))) throw membershipRequiredError();
  return session;
}

/** The 403 a non-member gets from a member-only endpoint. */
export function membershipRequiredError(): ApiError {
  return new ApiError(403, MEMBERSHIP_REQUIRED, 'This is part of doxoPLUS. Join doxoPLUS to use it.');
}
