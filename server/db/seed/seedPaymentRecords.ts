// Environment: server
// The demo accounts' seeded payments as the product's own payment records
// (docs/product.md#seeded-payment-history): each one a bill payment from a method in the wallet,
// with its events (scheduled, processing, sent, delivered), so the bill's history, its CSV and its
// "last paid" read one truth. The generated households, there for the insights, cannot sign in:
// their payments stay insights rows only.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentInstrumentKind } from '../databaseSchema.js';
import { bankingCalendar, calendarDayOf } from '../../payments/bankingCalendar.js';
import { STATEMENT_CYCLE_DAYS } from '../../payments/autopayStatement.js';
import { paymentFeeCents } from '../../payments/paymentFees.js';
import { confirmationNumberOf, DUPLICATE_PAYMENT_WINDOW_DAYS } from '../../payments/createBillPayment.js';
import { memberFeeCents } from '../../../src/membership/membershipPlans.js';
import { emptyColumns, insertColumns, unnestColumns } from './insertColumns.js';
import { demoUsers } from './demoUsers.js';

/** Where a seeded payment's key is told apart from a client's or autopay's. */
const SEED_KEY_PREFIX = 'seed:';

/** A confirmation number hashed from the payment's id: the same on every engine and every run. */
function seededConfirmationNumber(paymentId: string): string {
  return confirmationNumberOf(createHash('sha256').update(`seed-payment-${paymentId}`).digest());
}

/**
 * Records the demo accounts' seeded payments as bill payments; answers how many, and how many
 * were dropped. Their payments
 * made during the bill's current statement or within the duplicate-payment window are dropped
 * first: the seed gives every bill a statement still to pay, and a tester's first payment is not
 * asked "pay again?" about a payment nobody made.
 */
export async function recordDemoPayments(
  db: Kysely<Database>,
  anchor: Date,
): Promise<{ recorded: number; dropped: number }> {
  const windowStart = new Date(anchor.getTime() - DUPLICATE_PAYMENT_WINDOW_DAYS * 86_400_000);
  const deleted = await sql<{ count: number }>`
    WITH dropped AS (
      DELETE FROM payments p
      USING listings l, users u
      WHERE l.id = p.listing_id AND u.id = p.user_id AND u.password_hash IS NOT NULL
        AND (p.paid_at >= ${windowStart.toISOString()}::timestamptz
          OR p.paid_at >= ((l.due_date - ${STATEMENT_CYCLE_DAYS}::integer)::timestamp AT TIME ZONE 'UTC'))
      RETURNING 1
    )
    SELECT count(*)::integer AS count FROM dropped`.execute(db);
  // Paid through the product, so from the wallet: the method of the payment's kind, else the
  // default one; the insights row says the same method as the record.
  const rows = await sql<{
    payment_id: string;
    listing_id: number;
    user_id: number;
    email: string;
    amount_cents: number;
    paid_at: Date;
    instrument_id: number;
    kind: PaymentInstrumentKind;
    last4: string;
  }>`
    SELECT p.id AS payment_id, p.listing_id, p.user_id, u.email, p.amount_cents, p.paid_at,
           i.id AS instrument_id, i.kind, i.last4
    FROM payments p
    JOIN users u ON u.id = p.user_id AND u.password_hash IS NOT NULL
    CROSS JOIN LATERAL (
      SELECT id, kind, last4 FROM payment_instruments w
      WHERE w.user_id = p.user_id AND w.removed_at IS NULL
      ORDER BY (w.kind = p.pay_method) DESC, w.is_default DESC, w.id
      LIMIT 1
    ) i
    ORDER BY p.paid_at, p.id`.execute(db);
  const dropped = Number(deleted.rows[0]?.count ?? 0);
  if (rows.rows.length === 0) return { recorded: 0, dropped };
  await sql`
    UPDATE payments p SET pay_method = i.kind
    FROM payment_instruments i, users u
    WHERE u.id = p.user_id AND u.password_hash IS NOT NULL AND i.user_id = p.user_id
      AND i.id = (
        SELECT w.id FROM payment_instruments w
        WHERE w.user_id = p.user_id AND w.removed_at IS NULL
        ORDER BY (w.kind = p.pay_method) DESC, w.is_default DESC, w.id
        LIMIT 1)
      AND p.pay_method <> i.kind`.execute(db);

  const calendar = await bankingCalendar();
  const members = new Set(demoUsers.filter((demo) => demo.membership !== undefined).map((demo) => demo.email));
  const columns = emptyColumns({
    idempotency_key: 'text',
    confirmation_number: 'text',
    user_id: 'integer',
    listing_id: 'integer',
    payment_instrument_id: 'integer',
    method_kind: 'text',
    instrument_last4: 'text',
    amount_cents: 'integer',
    fee_cents: 'integer',
    send_date: 'date',
    delivery_date: 'date',
    created_at: 'timestamptz',
  });
  for (const row of rows.rows) {
    // Delivered on the banking day on or before the day it was paid, sent the method's time before.
    const deliveryDate = calendar.previousBankingDayOnOrBefore(calendarDayOf(row.paid_at));
    const sendDate = calendar.sendDateFor(row.kind, deliveryDate);
    const sentAt = new Date(`${sendDate}T15:00:00Z`);
    const createdAt = sentAt < row.paid_at ? sentAt : row.paid_at;
    const fee = paymentFeeCents({ methodKind: row.kind, amountCents: row.amount_cents });
    columns.idempotency_key.values.push(`${SEED_KEY_PREFIX}${row.payment_id}`);
    columns.confirmation_number.values.push(seededConfirmationNumber(row.payment_id));
    columns.user_id.values.push(row.user_id);
    columns.listing_id.values.push(row.listing_id);
    columns.payment_instrument_id.values.push(row.instrument_id);
    columns.method_kind.values.push(row.kind);
    columns.instrument_last4.values.push(row.last4);
    columns.amount_cents.values.push(row.amount_cents);
    columns.fee_cents.values.push(memberFeeCents(fee, members.has(row.email)));
    columns.send_date.values.push(sendDate);
    columns.delivery_date.values.push(deliveryDate);
    columns.created_at.values.push(createdAt.toISOString());
  }
  const names = Object.keys(columns);
  const inserted = await sql<{ id: string; idempotency_key: string }>`
    INSERT INTO bill_payments (${sql.join(names.map((name) => sql.ref(name)))})
    SELECT * FROM ${unnestColumns(columns, 'source')}
    RETURNING id, idempotency_key`.execute(db);
  // Each record's events as the worker appends them: scheduled, processing and sent on its send
  // day, delivered when the insights row says it was paid.
  const rowOf = new Map(
    rows.rows.map((row, index) => [columns.idempotency_key.values[index], { row, index }] as const),
  );
  const events = emptyColumns({ payment_id: 'bigint', status: 'text', at: 'timestamptz' });
  for (const record of [...inserted.rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const found = rowOf.get(record.idempotency_key);
    if (!found) continue;
    const createdAt = columns.created_at.values[found.index] ?? '';
    for (const [status, at] of [
      ['scheduled', createdAt],
      ['processing', createdAt],
      ['sent', createdAt],
      ['delivered', found.row.paid_at.toISOString()],
    ] as const) {
      events.payment_id.values.push(record.id);
      events.status.values.push(status);
      events.at.values.push(at);
    }
  }
  await insertColumns(db, 'bill_payment_events', events);
  return { recorded: rows.rows.length, dropped };
}
