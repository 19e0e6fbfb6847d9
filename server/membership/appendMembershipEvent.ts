// Environment: server
// A membership's history is its events (docs/product.md#membership-states): its status is read
// from them, never kept beside them, so every writer (the product, the demo seed) appends the
// same row.
import type { Kysely } from 'kysely';
import type { MembershipEventKind } from '../../src/api/contracts/membershipContract.js';
import type { MembershipPlanId } from '../../src/membership/membershipPlans.js';
import type { Database } from '../db/databaseSchema.js';

/**
 * What an event carries beside its kind, each only on the kinds it belongs to: the plan enrolled
 * in or switched to, the instrument chosen, the charge recorded.
 */
export type MembershipEventDetails = {
  plan?: MembershipPlanId;
  instrumentId?: number;
  chargeId?: number;
};

/** Appends one event (in the caller's transaction when it holds one). */
export async function appendMembershipEvent(
  db: Kysely<Database>,
  membershipId: number,
  kind: MembershipEventKind,
  at: Date,
  { plan, instrumentId, chargeId }: MembershipEventDetails = {},
): Promise<void> {
  await db
    .insertInto('membership_events')
    .values({
      membership_id: membershipId,
      kind,
      plan: plan ?? null,
      payment_instrument_id: instrumentId ?? null,
      charge_id: chargeId ?? null,
      at,
    })
    .execute();
}
