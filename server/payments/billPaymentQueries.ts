// Environment: server
// Reading bill payments (issue 13): a payment's status is never stored on the payment; it is its
// newest event (migration 0025), so every read derives it the same way, here.
import { sql, type Kysely } from 'kysely';
import type {
  BillPayment,
  BillPaymentEvent,
  BillPaymentStatus,
} from '../../src/api/contracts/paymentsContract.js';
import type { Database } from '../db/databaseSchema.js';

export type BillPaymentFilters = {
  userId: number;
  listingId?: number | undefined;
  status?: BillPaymentStatus | undefined;
  /** Created on or after / on or before these UTC days. */
  from?: string | undefined;
  to?: string | undefined;
  /** Keyset paging: payments with a smaller id (the list is newest first). */
  startingAfter?: number | undefined;
  limit: number;
};

function selectPayments(db: Kysely<Database>) {
  return db
    .selectFrom('bill_payments as p')
    .innerJoin('listings', 'listings.id', 'p.listing_id')
    .innerJoin('billers', 'billers.id', 'listings.biller_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('bill_payment_events as e')
          .select(['e.status', 'e.reason'])
          .whereRef('e.payment_id', '=', 'p.id')
          .orderBy('e.id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.confirmation_number',
      'p.listing_id',
      'billers.name as biller_name',
      'listings.nickname as listing_nickname',
      'p.payment_instrument_id',
      'p.method_kind',
      'p.instrument_last4',
      'p.amount_cents',
      'p.fee_cents',
      'p.send_date',
      'p.delivery_date',
      'p.autopay',
      'p.created_at',
      'p.user_id',
      'latest.status',
      'latest.reason',
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;

function toBillPayment(row: PaymentRow): BillPayment {
  return {
    id: row.id,
    confirmation_number: row.confirmation_number,
    listing_id: row.listing_id,
    biller_name: row.biller_name,
    listing_nickname: row.listing_nickname,
    payment_instrument_id: row.payment_instrument_id,
    method_kind: row.method_kind,
    instrument_last4: row.instrument_last4,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    total_cents: row.amount_cents + row.fee_cents,
    send_date: row.send_date,
    delivery_date: row.delivery_date,
    autopay: row.autopay,
    status: row.status,
    status_reason: row.status === 'failed' || row.status === 'canceled' ? row.reason : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listBillPayments(
  db: Kysely<Database>,
  filters: BillPaymentFilters,
): Promise<{ list: BillPayment[]; hasMore: boolean }> {
  let query = selectPayments(db)
    .where('p.user_id', '=', filters.userId)
    .orderBy('p.id', 'desc')
    .limit(filters.limit + 1);
  if (filters.listingId !== undefined) query = query.where('p.listing_id', '=', filters.listingId);
  if (filters.status !== undefined) query = query.where('latest.status', '=', filters.status);
  if (filters.from !== undefined) {
    query = query.where('p.created_at', '>=', new Date(`${filters.from}T00:00:00Z`));
  }
  if (filters.to !== undefined) {
    query = query.where(
      'p.created_at',
      '<',
      sql<Date>`(${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    );
  }
  if (filters.startingAfter !== undefined) {
    query = query.where('p.id', '<', filters.startingAfter);
  }
  const rows = await query.execute();
  return {
    list: rows.slice(0, filters.limit).map(toBillPayment),
    hasMore: rows.length > filters.limit,
  };
}

/** One of the user's payments with its events, or undefined (another user's is undefined too). */
export async function findBillPayment(
  db: Kysely<Database>,
  userId: number,
  paymentId: number,
): Promise<BillPayment | undefined> {
  const row = await selectPayments(db)
    .where('p.user_id', '=', userId)
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom('bill_payment_events')
    .select(['status', 'reason', 'at'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  return {
    ...toBillPayment(row),
    events: events.map((event): BillPaymentEvent => ({
      status: event.status,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
  };
}

/** The newest status of a payment, read under the caller's transaction. */
export async function currentStatusOf(
  db: Kysely<Database>,
  paymentId: number,
): Promise<BillPaymentStatus | undefined> {
  const row = await db
    .selectFrom('bill_payment_events')
    .select('status')
    .where('payment_id', '=', paymentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status;
}
