// Environment: server Reading bill payments (docs/product.md#bills): a payment's status is never
// stored on the payment; it is its newest event (migration 0025), so every read derives it the same
// way, here.
import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UpcomingPayment } from '../../src/api/contracts/accountsContract.js';
import type {
  BillPayment,
  BillPaymentChange,
  BillPaymentEvent,
  BillPaymentStatus,
} from '../../src/api/contracts/paymentsContract.js';
import { methodLabel } from '../../src/payments/methodLabel.js';
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

/**
 * Payments (`p`) beside their latest event (`latest.status`, and `latest.reason` of a failure or
 * cancellation): a payment's status is its newest event's (the events are append-only).
 */
export function paymentsWithLatestStatus(db: Kysely<Database>) {
  return db.selectFrom('bill_payments as p').innerJoinLateral(
    (eb) =>
      eb
        .selectFrom('bill_payment_events as e')
        .select(['e.status', 'e.reason'])
        .whereRef('e.payment_id', '=', 'p.id')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('latest'),
    (join) => join.onTrue(),
  );
}

/**
 * The statuses of a payment that pays its bill: scheduled, on its way or delivered; not failed
 * and not canceled (docs/product.md#payment-states).
 */
export const PAYING_STATUSES = ['scheduled', 'processing', 'sent', 'delivered'] as const;

/** The join of `paymentsWithLatestStatus` for queries written in SQL: each payment `p` gains `latest.status`. */
export const latestStatusJoin = sql`CROSS JOIN LATERAL (
  SELECT status FROM bill_payment_events e WHERE e.payment_id = p.id ORDER BY e.id DESC LIMIT 1
) latest`;

/** SQL that is true when the payment `p` (joined by `latestStatusJoin`) pays its bill. */
export const latestStatusPays = sql`latest.status IN (${sql.join([...PAYING_STATUSES])})`;

function selectPayments(db: Kysely<Database>) {
  return (
    paymentsWithLatestStatus(db)
      .innerJoin('listings', 'listings.id', 'p.listing_id')
      .innerJoin('billers', 'billers.id', 'listings.biller_id')
      // The method's brand and account type name it ("Visa ••4242"); a removed one keeps its row.
      .leftJoin('payment_instruments as i', 'i.id', 'p.payment_instrument_id')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('bill_payment_changes as c').select('c.id').whereRef('c.payment_id', '=', 'p.id'))
          .as('changed'),
      )
      .select([
        'i.brand as instrument_brand',
        'i.account_type as instrument_account_type',
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
      ])
  );
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
    method_label: methodLabel({
      kind: row.method_kind,
      brand: row.instrument_brand,
      account_type: row.instrument_account_type,
      last4: row.instrument_last4,
    }),
    changed: Boolean(row.changed),
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
    query = query.where('p.created_at', '<', sql<Date>`(${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
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

/** JSON turns timestamps into text in the server's own format; the API speaks ISO 8601 UTC. */
export function isoTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * One of the user's payments with its events and its changes of method
 * (docs/product.md#removing-a-payment-method), in one query; another user's payment is undefined,
 * its events and changes never read.
 */
export async function findBillPayment(
  db: Kysely<Database>,
  userId: number,
  paymentId: number,
): Promise<BillPayment | undefined> {
  const row = await selectPayments(db)
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('bill_payment_events as e')
          .select(['e.status', 'e.reason', 'e.at'])
          .whereRef('e.payment_id', '=', 'p.id')
          .orderBy('e.id'),
      ).as('events'),
      jsonArrayFrom(
        eb
          .selectFrom('bill_payment_changes as c')
          .select([
            'c.at',
            'c.from_method_kind',
            'c.to_method_kind',
            'c.from_last4',
            'c.to_last4',
            'c.from_fee_cents',
            'c.to_fee_cents',
            'c.from_send_date',
            'c.to_send_date',
          ])
          .leftJoin('payment_instruments as fi', 'fi.id', 'c.from_instrument_id')
          .select(['fi.brand as from_brand', 'fi.account_type as from_account_type'])
          .leftJoin('payment_instruments as ti', 'ti.id', 'c.to_instrument_id')
          .select(['ti.brand as to_brand', 'ti.account_type as to_account_type'])
          .whereRef('c.payment_id', '=', 'p.id')
          .orderBy('c.id'),
      ).as('changes'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toBillPayment(row),
    events: row.events.map((event): BillPaymentEvent => ({
      status: event.status,
      reason: event.reason,
      at: isoTimestamp(event.at),
    })),
    changes: row.changes.map((change): BillPaymentChange => ({
      at: isoTimestamp(change.at),
      from_method: methodLabel({
        kind: change.from_method_kind,
        brand: change.from_brand,
        account_type: change.from_account_type,
        last4: change.from_last4,
      }),
      to_method: methodLabel({
        kind: change.to_method_kind,
        brand: change.to_brand,
        account_type: change.to_account_type,
        last4: change.to_last4,
      }),
      from_fee_cents: change.from_fee_cents,
      to_fee_cents: change.to_fee_cents,
      from_send_date: change.from_send_date,
      to_send_date: change.to_send_date,
    })),
  };
}

/** The newest status of a payment, read under the caller's transaction. */
export async function currentStatusOf(db: Kysely<Database>, paymentId: number): Promise<BillPaymentStatus | undefined> {
  const row = await db
    .selectFrom('bill_payment_events')
    .select('status')
    .where('payment_id', '=', paymentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status;
}

/** Statuses of a payment still on its way to the biller. */
export const IN_FLIGHT_STATUSES = ['scheduled', 'processing', 'sent'] as const;

/**
 * For each of the listings, the payment on its way to the biller that arrives first (the bill's
 * "Scheduled" status, docs/product.md#bills), in one query whatever the number of listings.
 */
export async function findUpcomingPayments(
  db: Kysely<Database>,
  listingIds: readonly number[],
): Promise<Map<number, UpcomingPayment>> {
  if (listingIds.length === 0) return new Map();
  const rows = await paymentsWithLatestStatus(db)
    .select(['p.listing_id', 'p.id', 'p.amount_cents', 'p.delivery_date', 'latest.status'])
    .distinctOn('p.listing_id')
    .where('p.listing_id', 'in', listingIds)
    .where('latest.status', 'in', IN_FLIGHT_STATUSES)
    .orderBy('p.listing_id')
    .orderBy('p.delivery_date')
    .orderBy('p.id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.listing_id,
      {
        id: Number(row.id),
        amount_cents: row.amount_cents,
        delivery_date: row.delivery_date,
        status: row.status as UpcomingPayment['status'],
      },
    ]),
  );
}

/**
 * The ids of a bill's payments still scheduled, their rows locked until the caller's transaction
 * ends: a worker about to send one waits, and one a worker holds is waited for, so the status
 * read here is the one a change applies to.
 */
export async function lockScheduledPaymentsOfBill(
  transaction: Transaction<Database>,
  listingId: number,
): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    SELECT p.id FROM bill_payments p
    ${latestStatusJoin}
    WHERE p.listing_id = ${listingId} AND latest.status = 'scheduled'
    ORDER BY p.id
    FOR UPDATE OF p`.execute(transaction);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * Each bill's last payment: the newest delivered payment of its history, so "last paid", the
 * history and the CSV read one truth (docs/product.md#seeded-payment-history). One query for any
 * number of bills (DISTINCT ON keeps the first row per bill); delivered is a payment's last step.
 */
export async function findLastDeliveredPayments(
  db: Kysely<Database>,
  userId: number,
  listingIds: readonly number[],
): Promise<Map<number, { amount_cents: number; paid_at: Date; pay_method: BillPayment['method_kind'] }>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bill_payments as p')
    .innerJoin('bill_payment_events as e', (join) =>
      join.onRef('e.payment_id', '=', 'p.id').on('e.status', '=', 'delivered'),
    )
    .select(['p.listing_id', 'p.amount_cents', 'e.at as paid_at', 'p.method_kind as pay_method'])
    .distinctOn('p.listing_id')
    .where('p.listing_id', 'in', listingIds)
    .where('p.user_id', '=', userId)
    .orderBy('p.listing_id')
    .orderBy('e.at', 'desc')
    .execute();
  return new Map(rows.map(({ listing_id, ...payment }) => [listing_id, payment]));
}
