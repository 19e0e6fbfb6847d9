// Environment: server
// Charging a membership through the payment rails (docs/product.md#membership-billing): one
// attempt per (membership, period, attempt), recorded with its event in the caller's transaction.
// The receipt number is derived from that triple and sent to the rails as their idempotency key,
// so an attempt retried after a crash between the rails' answer and the commit charges once.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import {
  MEMBERSHIP_PLANS,
  periodEndOf,
  type MembershipPlanId,
} from '../../src/membership/membershipPlans.js';

// Crockford base32 without look-alikes, as payment confirmation numbers: easy to read out.
const receiptAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const INSTRUMENT_REMOVED_REASON =
  'The payment method on file was removed from your wallet. Choose another one in Manage.';

/** `DP-XXXXX-XXXXX`, the same for the same membership, period and attempt. */
export function membershipReceiptNumber(
  membershipId: number,
  periodStart: string,
  attempt: number,
): string {
  const digest = createHash('sha256')
    .update(`membership:${membershipId}:${periodStart}:${attempt}`)
    .digest();
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
  const receiptNumber = membershipReceiptNumber(
    request.membershipId,
    request.periodStart,
    request.attempt,
  );
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
  const at = clock.now();
  const charge = await transaction
    .insertInto('membership_charges')
    .values({
      membership_id: request.membershipId,
      receipt_number: receiptNumber,
      plan: request.plan,
      amount_cents: amountCents,
      payment_instrument_id: instrument?.id ?? null,
      method_kind: instrument?.kind ?? 'debit_card',
      instrument_last4: instrument?.last4 ?? '----',
      period_start: request.periodStart,
      period_end: periodEndOf(request.plan, request.periodStart),
      attempt: request.attempt,
      succeeded: answer.accepted,
      decline_reason: answer.accepted ? null : answer.reason,
      at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transaction
    .insertInto('membership_events')
    .values({
      membership_id: request.membershipId,
      kind: answer.accepted ? 'charged' : 'charge_failed',
      plan: null,
      payment_instrument_id: null,
      charge_id: charge.id,
      at,
    })
    .execute();
  return answer.accepted
    ? { succeeded: true, chargeId: charge.id }
    : { succeeded: false, chargeId: charge.id, reason: answer.reason };
}
