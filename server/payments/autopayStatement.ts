// Environment: server
// What autopay does about a bill's current statement, decided in one place for the scheduler
// that pays and for the bill page that tells it (docs/product.md#autopay-and-payments-by-hand,
// docs/product.md#autopay-timing):
// - when: the delivery day is the due date minus the rule's margin (on a banking day), and the
//   send day is counted back from it by the method's delivery time on the banking calendar;
// - whether and how much: the user's own payments made since the statement was issued count
//   first, so one statement is paid once unless the user says otherwise.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AutopayStatement } from '../../src/api/contracts/paymentsContract.js';
import { MIN_PAYMENT_CENTS, type PaymentMethodKind } from '../../src/payments/paymentRules.js';
import type { Database } from '../db/databaseSchema.js';
import { addCalendarDays, type BankingCalendar } from './bankingCalendar.js';
import { latestStatusJoin, latestStatusPays } from './billPaymentQueries.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Statements are monthly: one is taken as issued this many days before its due date, so the
 * user's payments from then on are payments of it (docs/product.md#statement-issue-date).
 */
export const STATEMENT_CYCLE_DAYS = 30;

/** SQL that is true when the payment `p` of the bill `l` was made since `l`'s statement was issued. */
export const madeSinceStatementIssued = sql`p.created_at >= ((l.due_date - ${STATEMENT_CYCLE_DAYS}::integer)::timestamp AT TIME ZONE 'UTC')`;

export function statementIssuedOn(dueDate: string): string {
  return addCalendarDays(dueDate, -STATEMENT_CYCLE_DAYS);
}

export function autopayIdempotencyKey(listingId: number, dueDate: string): string {
  return `autopay:${listingId}:${dueDate}`;
}

export type AutopayPlan = {
  /** The banking day the payment leaves the user's account. */
  sendDate: string;
  /** The banking day the biller has it. */
  deliveryDate: string;
  /** Its send day has come (or passed): the scheduler makes the payment now. */
  payNow: boolean;
  /** Even paid at once it reaches the biller after the due date. */
  late: boolean;
};

/**
 * When autopay pays a statement due on `dueDate`: delivered on the last banking day on or before
 * the due date minus the rule's `daysBeforeDue` (the margin), sent the method's delivery time
 * earlier on the banking calendar. When that send day has passed (a rule set the day before the
 * due date), it pays at once, and says when that arrives is after the due date.
 */
export function planAutopay(
  calendar: BankingCalendar,
  rule: { methodKind: PaymentMethodKind; dueDate: string; daysBeforeDue: number; today: string },
): AutopayPlan {
  const target = calendar.previousBankingDayOnOrBefore(addCalendarDays(rule.dueDate, -rule.daysBeforeDue));
  const sendDate = calendar.sendDateFor(rule.methodKind, target);
  if (sendDate >= rule.today) {
    return { sendDate, deliveryDate: target, payNow: sendDate === rule.today, late: false };
  }
  const deliveryDate = calendar.earliestDeliveryDate(rule.methodKind, rule.today);
  return {
    sendDate: calendar.sendDateFor(rule.methodKind, deliveryDate),
    deliveryDate,
    payNow: true,
    late: deliveryDate > rule.dueDate,
  };
}

/** The user's own payments of a statement, and autopay's, as the decision needs them. */
export type StatementPayments = {
  /** Scheduled, processing, sent or delivered payments by hand made since it was issued. */
  coveredCents: number;
  /** The part of those not delivered yet (delivered ones have lowered the amount due already). */
  inFlightCents: number;
  /** Autopay's payment for this due date, if made (whatever became of it). */
  autopayPayment: {
    id: number;
    amount_cents: number;
    send_date: string;
    delivery_date: string;
  } | null;
};

/** The payments of each bill's current statement, in two queries whatever the count. */
export async function findStatementPayments(
  db: Db,
  userId: number,
  bills: readonly { listingId: number; dueDate: string }[],
): Promise<Map<number, StatementPayments>> {
  const found = new Map<number, StatementPayments>();
  if (bills.length === 0) return found;
  for (const bill of bills) {
    found.set(bill.listingId, { coveredCents: 0, inFlightCents: 0, autopayPayment: null });
  }
  const ids = bills.map((bill) => bill.listingId);
  const [byHand, byAutopay] = await Promise.all([
    sql<{ listing_id: number; covered: string | number; in_flight: string | number }>`
      SELECT p.listing_id,
             sum(p.amount_cents) AS covered,
             coalesce(sum(p.amount_cents) FILTER (WHERE latest.status <> 'delivered'), 0)
               AS in_flight
      FROM bill_payments p
      JOIN listings l ON l.id = p.listing_id
      ${latestStatusJoin}
      WHERE p.listing_id IN (${sql.join(ids)})
        AND p.user_id = ${userId}
        AND NOT p.autopay
        AND ${latestStatusPays}
        AND ${madeSinceStatementIssued}
      GROUP BY p.listing_id`.execute(db),
    db
      .selectFrom('bill_payments')
      .select(['id', 'listing_id', 'amount_cents', 'send_date', 'delivery_date'])
      .where('user_id', '=', userId)
      .where('autopay', '=', true)
      .where(
        'idempotency_key',
        'in',
        bills.map((bill) => autopayIdempotencyKey(bill.listingId, bill.dueDate)),
      )
      .execute(),
  ]);
  for (const row of byHand.rows) {
    const entry = found.get(Number(row.listing_id));
    if (!entry) continue;
    entry.coveredCents = Number(row.covered);
    entry.inFlightCents = Number(row.in_flight);
  }
  for (const row of byAutopay) {
    const entry = found.get(row.listing_id);
    if (entry) entry.autopayPayment = row;
  }
  return found;
}

export type AutopayDecision = AutopayStatement & {
  /** Make autopay's payment now, for `amount_cents`. */
  payNow: boolean;
};

/** What autopay does about one statement (see the states of AutopayStatement). */
export function decideAutopay(input: {
  rule: {
    amountKind: 'statement_balance' | 'fixed';
    fixedAmountCents: number | null;
    skipsDueDate: string | null;
  };
  dueDate: string;
  balanceCents: number;
  payments: StatementPayments;
  plan: AutopayPlan;
}): AutopayDecision {
  const { rule, dueDate, payments, plan } = input;
  const base = {
    due_date: dueDate,
    covered_by_you_cents: payments.coveredCents,
    payment_id: null,
    payNow: false,
  };
  const made = payments.autopayPayment;
  if (made) {
    return {
      ...base,
      state: 'made',
      amount_cents: made.amount_cents,
      send_date: made.send_date,
      delivery_date: made.delivery_date,
      payment_id: made.id,
    };
  }
  const none = { amount_cents: null, send_date: null, delivery_date: null };
  if (rule.skipsDueDate === dueDate) return { ...base, ...none, state: 'starts_next_statement' };
  // Delivered payments have lowered the amount due already; those on their way have not.
  const owedCents =
    rule.amountKind === 'fixed'
      ? (rule.fixedAmountCents ?? 0) - payments.coveredCents
      : input.balanceCents - payments.inFlightCents;
  if (owedCents < MIN_PAYMENT_CENTS) {
    return {
      ...base,
      ...none,
      state: payments.coveredCents > 0 ? 'covered_by_you' : 'nothing_due',
    };
  }
  return {
    ...base,
    state: plan.late ? 'late' : payments.coveredCents > 0 ? 'paying_rest' : 'upcoming',
    amount_cents: owedCents,
    send_date: plan.sendDate,
    delivery_date: plan.deliveryDate,
    payNow: plan.payNow,
  };
}

/** The next day autopay takes money, as the bill page shows it; null when it has nothing to do. */
export function nextAutopayDate(decision: AutopayDecision, today: string): string | null {
  if (!['upcoming', 'paying_rest', 'late'].includes(decision.state)) return null;
  return decision.payNow ? today : decision.send_date;
}
