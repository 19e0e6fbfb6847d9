// Environment: server
// Enrolling and managing a membership (docs/product.md#enrollment, #managing-a-membership). Each
// runs in the caller's transaction with the membership's row locked, so two tabs, a double click
// or a renewal running at that moment are served one after the other, never interleaved.
import { sql, type Transaction } from 'kysely';
import {
  isMembershipPlanId,
  MEMBERSHIP_PLANS,
  periodEndOf,
  type MembershipPlanId,
} from '../../src/membership/membershipPlans.js';
import { ApiError } from '../api/apiError.js';
import { membershipRequiredError } from '../api/membershipGate.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { calendarDayOf } from '../payments/bankingCalendar.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import { appendMembershipEvent } from './appendMembershipEvent.js';
import { chargeMembership } from './chargeMembership.js';
import { isMemberStatus, loadMembershipRecord, renewalPlanOf, type MembershipRecord } from './membershipRecord.js';
import { scheduleNextStep } from './renewMembership.js';

type Billing = { clock: Clock; rails: PaymentRails };

/** The plan a request names, or 422: an unknown plan is not an input error of shape but of sense. */
export function planOrRefuse(plan: string): MembershipPlanId {
  if (!isMembershipPlanId(plan)) {
    throw new ApiError(
      422,
      'membership_plan_unknown',
      `There is no "${plan.slice(0, 40)}" plan: choose ${Object.keys(MEMBERSHIP_PLANS).join(' or ')}.`,
    );
  }
  return plan;
}

/**
 * The user's own instrument that can be charged: another user's or an unknown one answers 404
 * (as everywhere), a removed or expired one 422.
 */
async function chargeableInstrument(
  transaction: Transaction<Database>,
  userId: number,
  instrumentId: number,
  today: string,
): Promise<number> {
  const instrument = await transaction
    .selectFrom('payment_instruments')
    .select(['id', 'removed_at', 'expiry_month', 'expiry_year'])
    .where('id', '=', instrumentId)
    .where('user_id', '=', userId)
    .forShare()
    .executeTakeFirst();
  if (!instrument) {
    throw new ApiError(404, 'payment_instrument_not_found', 'That payment method was not found.');
  }
  if (instrument.removed_at !== null) {
    throw new ApiError(
      422,
      'payment_instrument_removed',
      'That payment method was removed from your wallet. Choose another one.',
    );
  }
  if (instrument.expiry_year !== null && instrument.expiry_month !== null) {
    const expiry = `${instrument.expiry_year}-${String(instrument.expiry_month).padStart(2, '0')}`;
    if (expiry < today.slice(0, 7)) {
      throw new ApiError(422, 'payment_instrument_expired', 'That card has expired. Choose another payment method.');
    }
  }
  return instrument.id;
}

/** The user's membership row, created if need be, locked until the transaction ends. */
async function lockedMembershipId(transaction: Transaction<Database>, userId: number, now: Date): Promise<number> {
  // ON CONFLICT DO NOTHING waits for a concurrent first enrollment to commit, then finds its row.
  await transaction
    .insertInto('memberships')
    .values({ user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await sql<{ id: number }>`
    SELECT id FROM memberships WHERE user_id = ${userId} FOR UPDATE`.execute(transaction);
  const id = row.rows[0]?.id;
  if (id === undefined) throw new Error('The membership row vanished while enrolling.');
  return Number(id);
}

/**
 * Enrolls and takes the first period's charge at once; a decline answers 422 and leaves
 * nothing behind (the transaction rolls back). A member enrolling again gets 409.
 */
export async function enrollMembership(
  transaction: Transaction<Database>,
  { clock, rails }: Billing,
  request: { userId: number; plan: string; instrumentId: number },
): Promise<MembershipRecord> {
  const plan = planOrRefuse(request.plan);
  const now = clock.now();
  const today = calendarDayOf(now);
  const instrumentId = await chargeableInstrument(transaction, request.userId, request.instrumentId, today);
  const membershipId = await lockedMembershipId(transaction, request.userId, now);
  const existing = await loadMembershipRecord(transaction, { membershipId });
  if (existing && isMemberStatus(existing.state.status)) {
    throw new ApiError(409, 'already_member', 'You are already a doxoPLUS member.');
  }
  await appendMembershipEvent(transaction, membershipId, 'enrolled', now, { plan, instrumentId });
  // A later enrollment on a day an earlier period started takes the next attempt number.
  const earlier = await transaction
    .selectFrom('membership_charges')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('membership_id', '=', membershipId)
    .where('period_start', '=', today)
    .executeTakeFirstOrThrow();
  const outcome = await chargeMembership(
    transaction,
    { clock, rails },
    {
      membershipId,
      userId: request.userId,
      plan,
      instrumentId,
      periodStart: today,
      attempt: Number(earlier.count),
    },
  );
  if (!outcome.succeeded) throw new ApiError(422, 'charge_declined', outcome.reason);
  const record = await loadMembershipRecord(transaction, { membershipId });
  if (!record) throw new Error('The membership just enrolled could not be read back.');
  await scheduleNextStep(transaction, clock, record);
  return record;
}

/** What enrolling in `plan` today costs and when it renews (the review step's figures). */
export function enrollmentQuote(plan: MembershipPlanId, now: Date) {
  const today = calendarDayOf(now);
  return {
    plan,
    amount_cents: MEMBERSHIP_PLANS[plan].priceCents,
    first_charge_date: today,
    renews_on: periodEndOf(plan, today),
  };
}

export type MembershipChange =
  | { action: 'change'; plan?: string | undefined; instrumentId?: number | undefined }
  | { action: 'cancel' }
  | { action: 'undoCancel' };

/**
 * Manage (docs/product.md#managing-a-membership): a plan switch takes effect at the next renewal,
 * a new instrument is charged from the next attempt on, a cancel keeps the benefits to the end of
 * the paid period (in grace, where that has passed, it ends now), and an undo before then keeps
 * the membership as it was. The caller has checked that the user is a member.
 */
export async function changeMembership(
  transaction: Transaction<Database>,
  clock: Clock,
  userId: number,
  change: MembershipChange,
): Promise<MembershipRecord> {
  const now = clock.now();
  const row = await sql<{ id: number }>`
    SELECT id FROM memberships WHERE user_id = ${userId} FOR UPDATE`.execute(transaction);
  const membershipId = row.rows[0] && Number(row.rows[0].id);
  const record = membershipId === undefined ? undefined : await loadMembershipRecord(transaction, { membershipId });
  if (!record || !isMemberStatus(record.state.status)) {
    throw membershipRequiredError();
  }
  const { state } = record;
  switch (change.action) {
    case 'change': {
      const plan = change.plan === undefined ? undefined : planOrRefuse(change.plan);
      const instrumentId =
        change.instrumentId === undefined
          ? undefined
          : await chargeableInstrument(transaction, userId, change.instrumentId, calendarDayOf(now));
      if (plan !== undefined && plan !== renewalPlanOf(state)) {
        await appendMembershipEvent(transaction, record.id, 'plan_switched', now, { plan });
      }
      if (instrumentId !== undefined && instrumentId !== state.instrumentId) {
        await appendMembershipEvent(transaction, record.id, 'instrument_changed', now, {
          instrumentId,
        });
      }
      break;
    }
    case 'cancel':
      // Cancelling twice is harmless.
      if (state.status === 'active') {
        await appendMembershipEvent(transaction, record.id, 'cancel_requested', now);
      } else if (state.status === 'grace') {
        await appendMembershipEvent(transaction, record.id, 'ended', now);
      }
      break;
    case 'undoCancel':
      if (state.status === 'cancelling') {
        await appendMembershipEvent(transaction, record.id, 'cancel_undone', now);
      } else if (state.status !== 'active') {
        throw new ApiError(409, 'membership_not_cancelling', 'There is no cancellation to undo.');
      }
      break;
  }
  const changed = await loadMembershipRecord(transaction, { membershipId: record.id });
  if (!changed) throw new Error('The membership just changed could not be read back.');
  return changed;
}
