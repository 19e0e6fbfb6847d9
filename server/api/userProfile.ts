// Environment: server
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { LocationData, MeResponse } from './schemas/usersSchemas.js';

/** SPEC §3: state is the segment after 'usa', county three places after it; null without 'usa'. */
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

export async function loadMe(db: Kysely<Database>, userId: number): Promise<MeResponse> {
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'username',
      'display_name',
      'email',
      'email_verified_at',
      'segment',
      'zip_code',
      'location_hierarchy',
      'created_at',
      'last_signed_in_at',
      eb
        .selectFrom('listings')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('listings.user_id', '=', 'users.id')
        .where('listings.removed_at', 'is', null)
        .as('bills_count'),
      eb
        .selectFrom('payment_instruments')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('payment_instruments.user_id', '=', 'users.id')
        .where('payment_instruments.removed_at', 'is', null)
        .as('wallet_count'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new ApiError(404, 'user_not_found', 'This user no longer exists.');
  return {
    user_id: user.id,
    username: user.username,
    display_name: user.display_name,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    user_segment: user.segment,
    location: locationDataFor(user.location_hierarchy, user.zip_code),
    bills_count: Number(user.bills_count ?? 0),
    wallet_count: Number(user.wallet_count ?? 0),
    created_at: user.created_at.toISOString(),
    last_signed_in_at: user.last_signed_in_at?.toISOString() ?? null,
  };
}
