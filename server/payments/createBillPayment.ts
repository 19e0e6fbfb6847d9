// Environment: server Creating a bill payment (docs/product.md#fees): the server decides the fee,
// the send date and whether the delivery date is possible; the client's figures are only a preview.
// Used by POST /payments (under the request's Idempotency-Key) and by the autopay scheduler (under
// its own key).
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { isMember } from '../api/membershipGate.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import { bankingCalendar } from './bankingCalendar.js';
import { formatCalendarDate, formatCents } from '../../src/ui/formatters.js';
import { ApiError } from '../api/apiError.js';
import { checkCardValidOnSendDate, checkDeliveryDate, findOwnBillAndInstrument, quotePayment } from './paymentQuote.js';
import { PAYING_STATUSES, paymentsWithLatestStatus } from './billPaymentQueries.js';
import { ADVANCE_PAYMENT_JOB } from './paymentJobNames.js';

export type NewBillPayment = {
  userId: number;
  listingId: number;
  instrumentId: number;
  amountCents: number;
  /** Omitted: the earliest possible day. */
  deliveryDate?: string | undefined;
  idempotencyKey: string;
  autopay?: boolean;
  /** The user has seen the earlier payment to this bill and pays again anyway. */
  confirmDuplicate?: boolean;
};

/** A second payment to a bill within this many days of another asks first. */
export const DUPLICATE_PAYMENT_WINDOW_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

// Crockford base32 without look-alikes: easy to read out on the phone.
const confirmationAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A confirmation number from 10 bytes: random for a payment, hashed for the seed's own. */
export function confirmationNumberOf(bytes: Uint8Array): string {
  const characters = Array.from(bytes.subarray(0, 10), (byte) => confirmationAlphabet[byte % 32]);
  return `DX-${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

function newConfirmationNumber(): string {
  return confirmationNumberOf(randomBytes(10));
}

/**
 * Paying a bill twice is nearly always a mistake: a payment to the same bill made within
 * DUPLICATE_PAYMENT_WINDOW_DAYS of another still on its way or delivered (by hand or by autopay,
 * under any key) answers 409 `possible_duplicate`, naming the earlier one, unless the request
 * says `confirm_duplicate: true` (docs/product.md#duplicate-payments).
 */
async function refuseLikelyDuplicate(
  transaction: Transaction<Database>,
  payment: NewBillPayment,
  now: Date,
): Promise<void> {
  const earlier = await paymentsWithLatestStatus(transaction)
    .select(['p.amount_cents', 'p.created_at', 'p.delivery_date', 'p.confirmation_number'])
    .where('p.listing_id', '=', payment.listingId)
    .where('p.user_id', '=', payment.userId)
    .where('p.created_at', '>', new Date(now.getTime() - DUPLICATE_PAYMENT_WINDOW_DAYS * DAY_MS))
    .where('latest.status', 'in', PAYING_STATUSES)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  if (!earlier) return;
  const madeOn = earlier.created_at.toISOString().slice(0, 10);
  throw new ApiError(
    409,
    'possible_duplicate',
    `You already paid ${formatCents(earlier.amount_cents)} to this bill on ${formatCalendarDate(madeOn)} (confirmation ${earlier.confirmation_number}), to arrive ${formatCalendarDate(earlier.delivery_date)}. Pay again anyway?`,
    {},
    {
      duplicate_of: {
        amount_cents: earlier.amount_cents,
        made_on: madeOn,
        delivery_date: earlier.delivery_date,
        confirmation_number: earlier.confirmation_number,
      },
    },
  );
}

export async function createBillPayment(
  transaction: Transaction<Database>,
  clock: Clock,
  payment: NewBillPayment,
): Promise<number> {
  const { instrument } = await findOwnBillAndInstrument(
    transaction,
    payment.userId,
    payment.listingId,
    payment.instrumentId,
  );
  const now = clock.now();
  const calendar = await bankingCalendar();
  // Membership decides the fee when the payment is made (docs/product.md#member-fees).
  const member = await isMember(transaction, payment.userId);
  const quote = quotePayment(calendar, instrument.kind, payment.amountCents, now, { member });
  const deliveryDate = payment.deliveryDate ?? quote.earliest_delivery_date;
  checkDeliveryDate(calendar, quote, deliveryDate);
  const sendDate = calendar.sendDateFor(instrument.kind, deliveryDate);
  checkCardValidOnSendDate(instrument, sendDate);
  if (!payment.autopay && !payment.confirmDuplicate) {
    await refuseLikelyDuplicate(transaction, payment, now);
  }
  const inserted = await transaction
    .insertInto('bill_payments')
    .values({
      confirmation_number: newConfirmationNumber(),
      user_id: payment.userId,
      listing_id: payment.listingId,
      payment_instrument_id: instrument.id,
      method_kind: instrument.kind,
      instrument_last4: instrument.last4,
      amount_cents: payment.amountCents,
      fee_cents: quote.fee_cents,
      send_date: sendDate,
      delivery_date: deliveryDate,
      idempotency_key: payment.idempotencyKey,
      autopay: payment.autopay ?? false,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transaction
    .insertInto('bill_payment_events')
    .values({ payment_id: inserted.id, status: 'scheduled', reason: null, at: now })
    .execute();
  // Committed with the payment: a payment due today starts moving at once.
  await enqueueJob(transaction, clock, {
    name: ADVANCE_PAYMENT_JOB,
    payload: { paymentId: inserted.id },
    singletonKey: String(inserted.id),
  });
  return inserted.id;
}
