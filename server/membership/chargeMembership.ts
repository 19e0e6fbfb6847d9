// Environment: server
// Charging a membership through the payment rails (docs/product.md#membership-billing): one
// attempt per (membership, period, attempt), recorded with its event in the caller's transaction.
// The receipt number is derived from that triple and sent to the rails as their idempotency key,
// so an attempt retried after a crash between the rails' answer and the commit charges once.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import type { PaymentInstrumentKind } from '../db/databaseSchema.js';
import { appendMembershipEvent } from './appendMembershipEvent.js';
import { MEMBERSHIP_PLANS, periodEndOf, type MembershipPlanId } from '../../src/membership/membershipPlans.js';

// Crockford base32 without look-alikes, as payment confirmation numbers: easy to read out.
const receiptAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const INSTRUMENT_REMOVED_REASON =
  'The payment method on file was removed from your wallet. Choose another one in Manage.';

/** `DP-XXXXX-XXXXX`, the same for the same membership, period and attempt. */
export function membershipReceiptNumber(membershipId: number, periodStart: string, attempt: number): string {
  const digest = createHash('sha256').update(`membership:${membershipId}:${periodStart}:${attempt}`).digest();
  const characters = Array.from(digest.subarray(0, 10), (byte) => receiptAlphabet[byte % 32]);
  return `DP-${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export type ChargeRequest = {
  membershipId: number;
  userId: number;
  plan: MembershipPlanId;
  instrumentId: number | null;
  periodStart: string;
  attempt: number;
};

export type ChargeOutcome =
  { succeeded: true; chargeId: number } | { succeeded: false; chargeId: number; reason: string };

/**
 * Charges one period of `plan` and appends `charged` or `charge_failed`. The caller holds the
 * membership's row lock; the charges' UNIQUE (membership, period, attempt) refuses a second.
 */
export async function chargeMembership(
  transaction: Transaction<Database>,
  { clock, rails }: { clock: Clock; rails: PaymentRails },
  request: ChargeRequest,
): Promise<ChargeOutcome> {
  const instrument =
    request.instrumentId === null
      ? undefined
      : await transaction
          .selectFrom('payment_instruments')
          .select(['id', 'kind', 'last4', 'token', 'removed_at'])
          .where('id', '=', request.instrumentId)
          .where('user_id', '=', request.userId)
          .executeTakeFirst();
  const receiptNumber = membershipReceiptNumber(request.membershipId, request.periodStart, request.attempt);
  const amountCents = MEMBERSHIP_PLANS[request.plan].priceCents;
  let answer: { accepted: true } | { accepted: false; reason: string };
  if (!instrument || instrument.removed_at !== null) {
    answer = { accepted: false, reason: INSTRUMENT_REMOVED_REASON };
  } else {
    answer = await rails.submit({
      confirmationNumber: receiptNumber,
      methodKind: instrument.kind,
      instrumentToken: instrument.token,
      instrumentLast4: instrument.last4,
      amountCents,
      feeCents: 0,
    });
  }
  const chargeId = await recordMembershipCharge(transaction, {
    membershipId: request.membershipId,
    plan: request.plan,
    instrument,
    periodStart: request.periodStart,
    periodEnd: periodEndOf(request.plan, request.periodStart),
    attempt: request.attempt,
    declineReason: answer.accepted ? null : answer.reason,
    at: clock.now(),
  });
  return answer.accepted ? { succeeded: true, chargeId } : { succeeded: false, chargeId, reason: answer.reason };
}

export type MembershipChargeRecord = {
  membershipId: number;
  plan: MembershipPlanId;
  /** Undefined when the instrument is gone: the charge still says which kind of method failed. */
  instrument: { id: number; kind: PaymentInstrumentKind; last4: string } | undefined;
  periodStart: string;
  periodEnd: string;
  attempt: number;
  /** Null when the charge went through. */
  declineReason: string | null;
  at: Date;
};

/**
 * Writes one charge attempt, its receipt number and the plan's price, with its `charged` or
 * `charge_failed` event: the rows a charge leaves, whether the rails were asked just now or the
 * demo seed writes a history. Answers the charge's id.
 */
export async function recordMembershipCharge(db: Kysely<Database>, charge: MembershipChargeRecord): Promise<number> {
  const succeeded = charge.declineReason === null;
  const { id } = await db
    .insertInto('membership_charges')
    .values({
      membership_id: charge.membershipId,
      receipt_number: membershipReceiptNumber(charge.membershipId, charge.periodStart, charge.attempt),
      plan: charge.plan,
      amount_cents: MEMBERSHIP_PLANS[charge.plan].priceCents,
      payment_instrument_id: charge.instrument?.id ?? null,
      method_kind: charge.instrument?.kind ?? 'debit_card',
      instrument_last4: charge.instrument?.last4 ?? '----',
      period_start: charge.periodStart,
      period_end: charge.periodEnd,
      attempt: charge.attempt,
      succeeded,
      decline_reason: charge.declineReason,
      at: charge.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendMembershipEvent(db, charge.membershipId, succeeded ? 'charged' : 'charge_failed', charge.at, {
    chargeId: id,
  });
  return id;
}
