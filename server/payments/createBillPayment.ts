// Environment: server
// Creating a bill payment (issue 13): the server decides the fee, the send date and whether the
// delivery date is possible; the client's figures are only a preview. Used by POST /payments
// (under the request's Idempotency-Key) and by the autopay scheduler (under its own key).
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { isMember } from '../api/membershipGate.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import { bankingCalendar } from './bankingCalendar.js';
import { checkDeliveryDate, findOwnBillAndInstrument, quotePayment } from './paymentQuote.js';
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
};

// Crockford base32 without look-alikes: easy to read out on the phone.
const confirmationAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newConfirmationNumber(): string {
  const characters = Array.from(randomBytes(10), (byte) => confirmationAlphabet[byte % 32]);
  return `DX-${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
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
      send_date: calendar.sendDateFor(instrument.kind, deliveryDate),
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
