// Environment: server
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { VersionedSessionAnswer } from './auth/sessionAnswerCache.js';
import { isMemberSql, segmentFor } from './membershipGate.js';
import type { LocationData, MeResponse } from './schemas/usersSchemas.js';

/** docs/product.md#location-hierarchy: state is the segment after 'usa', county three places after it; null without 'usa'. */
export function locationDataFor(hierarchy: string, zipCode: string | null): LocationData {
  const segments = hierarchy.split('/').filter((segment) => segment.length > 0);
  const usa = segments.indexOf('usa');
  return {
    hierarchy,
    state: usa === -1 ? null : (segments[usa + 1] ?? null),
    zipcode: zipCode,
    county: usa === -1 ? null : (segments[usa + 3] ?? null),
  };
}

/** How many of the user's bills or payment methods there are, not counting removed ones. */
function keptCount(eb: ExpressionBuilder<Database, 'users'>, table: 'listings' | 'payment_instruments') {
  return eb
    .selectFrom(table)
    .select(eb.fn.countAll<number>().as('count'))
    .whereRef(`${table}.user_id`, '=', 'users.id')
    .where(`${table}.removed_at`, 'is', null);
}

/** The user's row as GET /users/me and GET /session answer it, with its two counts. */
function selectMe(db: Kysely<Database>) {
  return db.selectFrom('users').select((eb) => [
    'users.id',
    'users.username',
    'users.display_name',
    'users.email',
    'users.email_verified_at',
    'users.segment',
    'users.zip_code',
    'users.location_hierarchy',
    'users.created_at',
    'users.last_signed_in_at',
    keptCount(eb, 'listings').as('bills_count'),
    keptCount(eb, 'payment_instruments').as('wallet_count'),
    // The bell rides along with every page's session answer (docs/product.md#notification-centre).
    eb
      .selectFrom('notifications')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('notifications.user_id', '=', 'users.id')
      .where('notifications.in_app', '=', true)
      .where('notifications.read_at', 'is', null)
      .as('unread_notifications'),
    // The segment follows the membership (docs/product.md#member-segment).
    isMemberSql(eb.ref('users.id')).as('is_member'),
  ]);
}

type MeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectMe>['executeTakeFirst']>>>;

function meFromRow(user: MeRow): MeResponse {
  return {
    user_id: user.id,
    username: user.username,
    display_name: user.display_name,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    user_segment: segmentFor(user.segment, user.is_member),
    location: locationDataFor(user.location_hierarchy, user.zip_code),
    bills_count: Number(user.bills_count ?? 0),
    wallet_count: Number(user.wallet_count ?? 0),
    unread_notifications: Number(user.unread_notifications ?? 0),
    created_at: user.created_at.toISOString(),
    last_signed_in_at: user.last_signed_in_at?.toISOString() ?? null,
  };
}

export async function loadMe(db: Kysely<Database>, userId: number): Promise<MeResponse> {
  const user = await selectMe(db).where('users.id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiError(404, 'user_not_found', 'This user no longer exists.');
  return meFromRow(user);
}

/**
 * The live session whose token hashes to `tokenHash`, with its user, in one query: GET /session
 * runs on every signed-in page render, where a lookup and then the profile were two round trips.
 */
export async function loadSessionMe(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<VersionedSessionAnswer | undefined> {
  const row = await selectMe(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    // The version in the same snapshot as the answer (server/api/auth/sessionAnswerCache.ts).
    .leftJoin('user_versions', 'user_versions.user_id', 'users.id')
    .select(['sessions.expires_at', 'sessions.last_seen_at', 'user_versions.version'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? {
        userId: row.id,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
        version: row.version === null ? null : Number(row.version),
        me: meFromRow(row),
      }
    : undefined;
}

/** The account's row, locked for a change, with its address; undefined once it is deleted. */
export async function lockLiveUser(
  transaction: Transaction<Database>,
  userId: number,
): Promise<{ email: string } | undefined> {
  return transaction
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}
