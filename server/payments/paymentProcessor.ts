// Environment: server Moving payments along (docs/product.md#delivery-dates): scheduled →
// processing → sent → delivered, or failed with a reason the user understands. Every step appends
// an event; the event table's UNIQUE (payment_id, status) and the row lock below make a step happen
// once even when two workers reach the same payment.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { BillPaymentStatus } from '../../src/api/contracts/paymentsContract.js';
import type { Database } from '../db/databaseSchema.js';
import { calendarDayOf } from './bankingCalendar.js';
import { currentStatusOf, latestStatusJoin } from './billPaymentQueries.js';
import type { PaymentRails } from './paymentRails.js';

export type PaymentProcessorDependencies = {
  db: Kysely<Database>;
  clock: Clock;
  rails: PaymentRails;
};

/** Appends a status event (the payment's status is its newest one). */
export async function appendPaymentEvent(
  transaction: Transaction<Database>,
  paymentId: number,
  status: BillPaymentStatus,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  await transaction.insertInto('bill_payment_events').values({ payment_id: paymentId, status, reason, at }).execute();
}

/**
 * Runs `step` on the payment under a row lock when `due` (a look without the lock found the step
 * due); a payment another worker holds is skipped (it is being moved already). Answers the
 * status it found, or undefined when skipped.
 */
async function withLockedPayment<T>(
  db: Kysely<Database>,
  paymentId: number,
  due: boolean,
  step: (
    transaction: Transaction<Database>,
    payment: { status: BillPaymentStatus | undefined; send_date: string; delivery_date: string },
  ) => Promise<T>,
): Promise<T | undefined> {
  if (!due) return undefined;
  return db.transaction().execute(async (transaction) => {
    const locked = await sql<{ send_date: string; delivery_date: string }>`
      SELECT send_date, delivery_date FROM bill_payments WHERE id = ${paymentId}
      FOR UPDATE SKIP LOCKED`.execute(transaction);
    const row = locked.rows[0];
    if (!row) return undefined;
    const status = await currentStatusOf(transaction, paymentId);
    return step(transaction, { ...row, status });
  });
}

/** Moves one payment as far as today allows. */
export async function advancePayment(
  { db, clock, rails }: PaymentProcessorDependencies,
  paymentId: number,
): Promise<void> {
  const today = calendarDayOf(clock.now());
  // A first look without a lock: a step that is not due takes no row lock. Each lock is a write
  // the database flushes at commit, and most looks (a sweep's, a job for a payment sent another
  // day) find one step due or none, so three locking transactions per look made the worker
  // spend its time flushing. Each step still checks its own condition under the lock.
  const [seen, status] = await Promise.all([
    db
      .selectFrom('bill_payments')
      .select(['send_date', 'delivery_date'])
      .where('id', '=', paymentId)
      .executeTakeFirst(),
    currentStatusOf(db, paymentId),
  ]);
  if (!seen) return;
  const sendDue = status === 'scheduled' && seen.send_date <= today;
  const submitDue = sendDue || status === 'processing';
  const deliveryDue = (submitDue || status === 'sent') && seen.delivery_date <= today;
  // 1. Its send day has come: mark it processing (committed before the rails are called, so a
  //    crash after the call is seen and the retry re-submits under the same idempotency key).
  await withLockedPayment(db, paymentId, sendDue, async (transaction, payment) => {
    if (payment.status === 'scheduled' && payment.send_date <= today) {
      await appendPaymentEvent(transaction, paymentId, 'processing', clock.now());
    }
  });
  // 2. Processing: submit to the rails; the answer decides sent or failed.
  await withLockedPayment(db, paymentId, submitDue, async (transaction, payment) => {
    if (payment.status !== 'processing') return;
    const details = await transaction
      .selectFrom('bill_payments as p')
      .select(['p.confirmation_number', 'p.method_kind', 'p.instrument_last4', 'p.amount_cents', 'p.fee_cents'])
      // A removed instrument keeps its row (removed_at), so the token is there for what it paid.
      .leftJoin('payment_instruments as i', 'i.id', 'p.payment_instrument_id')
      .select('i.token')
      .where('p.id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const answer = await rails.submit({
      confirmationNumber: details.confirmation_number,
      methodKind: details.method_kind,
      instrumentToken: details.token,
      instrumentLast4: details.instrument_last4,
      amountCents: details.amount_cents,
      feeCents: details.fee_cents,
    });
    if (answer.accepted) await appendPaymentEvent(transaction, paymentId, 'sent', clock.now());
    else await appendPaymentEvent(transaction, paymentId, 'failed', clock.now(), answer.reason);
  });
  // 3. Sent and its delivery day has come: delivered, counted for insights, bill lowered.
  await withLockedPayment(db, paymentId, deliveryDue, async (transaction, payment) => {
    if (payment.status !== 'sent' || payment.delivery_date > today) return;
    const at = clock.now();
    await appendPaymentEvent(transaction, paymentId, 'delivered', at);
    await recordDelivery(transaction, paymentId, at);
  });
}

/**
 * A delivered payment joins the insights source table (counted after the next scheduled
 * aggregate refresh) and lowers the bill's amount due, never below zero.
 */
async function recordDelivery(transaction: Transaction<Database>, paymentId: number, at: Date): Promise<void> {
  const payment = await transaction
    .selectFrom('bill_payments as p')
    .select(['p.listing_id', 'p.user_id', 'p.amount_cents', 'p.method_kind'])
    .innerJoin('listings', 'listings.id', 'p.listing_id')
    .select(['listings.biller_id', 'listings.service_type_id'])
    .innerJoin('users', 'users.id', 'p.user_id')
    .select('users.location_hierarchy')
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await transaction
    .insertInto('payments')
    .values({
      listing_id: payment.listing_id,
      user_id: payment.user_id,
      biller_id: payment.biller_id,
      service_type_id: payment.service_type_id,
      amount_cents: payment.amount_cents,
      pay_method: payment.method_kind,
      paid_at: at,
      payer_hierarchy: payment.location_hierarchy,
    })
    .execute();
  await transaction
    .updateTable('listings')
    .set({ balance_cents: sql<number>`greatest(balance_cents - ${payment.amount_cents}, 0)` })
    .where('id', '=', payment.listing_id)
    .execute();
}

/** Payments whose next step is due today (or that a crash left processing). */
export async function findDuePaymentIds(db: Kysely<Database>, clock: Clock): Promise<number[]> {
  const today = calendarDayOf(clock.now());
  const rows = await sql<{ id: number }>`
    SELECT p.id FROM bill_payments p
    ${latestStatusJoin}
    WHERE (latest.status = 'scheduled' AND p.send_date <= ${today}::date)
       OR (latest.status = 'sent' AND p.delivery_date <= ${today}::date)
       OR latest.status = 'processing'
    ORDER BY p.id
    LIMIT 1000`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

/** Cancels a payment while it is still scheduled (docs/product.md#canceling-a-payment); false when it is too late. */
export async function cancelPayment(
  db: Kysely<Database>,
  clock: Clock,
  paymentId: number,
  reason: string,
): Promise<boolean> {
  const canceled = await db.transaction().execute(async (transaction) => {
    // Waits for a worker holding the row, so a cancel never races a send.
    await sql`SELECT id FROM bill_payments WHERE id = ${paymentId} FOR UPDATE`.execute(transaction);
    if ((await currentStatusOf(transaction, paymentId)) !== 'scheduled') return false;
    await appendPaymentEvent(transaction, paymentId, 'canceled', clock.now(), reason);
    return true;
  });
  return canceled;
}
