// Environment: server
// Reminders the calendar brings (docs/product.md#notification-kinds): a bill due within
// DUE_SOON_DAYS with no payment on its way, and autopay about to send a payment. Each is made
// once per bill and due date (its event key), however often the scan runs.
import { sql } from 'kysely';
import { MAX_AUTOPAY_DAYS_BEFORE_DUE } from '../../src/payments/paymentRules.js';
import { madeSinceStatementIssued, planAutopay } from '../payments/autopayStatement.js';
import { addCalendarDays, bankingCalendar, calendarDayOf } from '../payments/bankingCalendar.js';
import { latestStatusJoin, latestStatusPays } from '../payments/billPaymentQueries.js';
import { autopayUpcomingNotice, billDueSoonNotice } from './notificationMessages.js';
import { recordNotification, type NotificationDraft } from './recordNotification.js';
import type { ScanDependencies } from './scanEventNotifications.js';

/** A bill due today or within this many days, with nothing paid or scheduled, is reminded of. */
export const DUE_SOON_DAYS = 3;
/** Autopay is announced when its send day is at most this many days ahead. */
export const AUTOPAY_NOTICE_DAYS = 2;
/** Calendar days a payment can take beyond its banking days (as the autopay scheduler allows). */
const CALENDAR_SLACK_DAYS = 10;

/** What both reminders read of a bill: whose it is, its statement, and its name as the user knows it. */
type BillRow = { user_id: number; due_date: string; balance_cents: number; bill_name: string };

async function record(
  { db, clock, publicOrigin }: ScanDependencies,
  drafts: readonly NotificationDraft[],
): Promise<number> {
  let made = 0;
  for (const draft of drafts) {
    const created = await db
      .transaction()
      .execute((transaction) => recordNotification(transaction, { clock, publicOrigin }, draft));
    if (created) made += 1;
  }
  return made;
}

export async function notifyBillsDueSoon(dependencies: ScanDependencies): Promise<number> {
  const today = calendarDayOf(dependencies.clock.now());
  const rows = await sql<BillRow & { id: number }>`
    SELECT l.id, l.user_id, l.due_date, l.balance_cents, coalesce(l.nickname, b.name) AS bill_name
    FROM listings l
    JOIN billers b ON b.id = l.biller_id
    JOIN users u ON u.id = l.user_id AND u.password_hash IS NOT NULL
    WHERE l.removed_at IS NULL AND l.balance_cents > 0
      AND l.due_date BETWEEN ${today}::date AND ${today}::date + ${DUE_SOON_DAYS}::integer
      -- Autopay pays it (and says so beforehand).
      AND NOT EXISTS (SELECT 1 FROM autopay_rules r WHERE r.listing_id = l.id)
      -- A payment of this statement scheduled, on its way or delivered.
      AND NOT EXISTS (
        SELECT 1 FROM bill_payments p
        ${latestStatusJoin}
        WHERE p.listing_id = l.id AND ${latestStatusPays} AND ${madeSinceStatementIssued})
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.user_id = l.user_id
          AND n.event_key = 'bill_due_soon:' || l.id || ':' || to_char(l.due_date, 'YYYY-MM-DD'))
    ORDER BY l.id`.execute(dependencies.db);
  return record(
    dependencies,
    rows.rows.map((row) => ({
      ...billDueSoonNotice({
        listingId: row.id,
        billName: row.bill_name,
        dueDate: row.due_date,
        balanceCents: row.balance_cents,
      }),
      userId: row.user_id,
    })),
  );
}

export async function notifyUpcomingAutopay(dependencies: ScanDependencies): Promise<number> {
  const today = calendarDayOf(dependencies.clock.now());
  const rows = await sql<
    BillRow & {
      listing_id: number;
      days_before_due: number;
      skips_due_date: string | null;
      fixed_amount_cents: number | null;
      kind: 'bank_account' | 'debit_card' | 'credit_card';
    }
  >`
    SELECT r.listing_id, r.user_id, l.due_date, r.days_before_due, r.skips_due_date,
           r.fixed_amount_cents, l.balance_cents, i.kind, coalesce(l.nickname, b.name) AS bill_name
    FROM autopay_rules r
    JOIN listings l ON l.id = r.listing_id
    JOIN billers b ON b.id = l.biller_id
    JOIN payment_instruments i ON i.id = r.payment_instrument_id
    JOIN users u ON u.id = r.user_id AND u.password_hash IS NOT NULL
    WHERE l.removed_at IS NULL AND i.removed_at IS NULL AND l.due_date > ${today}::date
      AND l.due_date - r.days_before_due - ${CALENDAR_SLACK_DAYS + AUTOPAY_NOTICE_DAYS}::integer <= ${today}::date
      AND l.due_date <= ${today}::date + ${MAX_AUTOPAY_DAYS_BEFORE_DUE + CALENDAR_SLACK_DAYS + AUTOPAY_NOTICE_DAYS}::integer
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.user_id = r.user_id
          AND n.event_key = 'autopay_upcoming:' || r.listing_id || ':' || to_char(l.due_date, 'YYYY-MM-DD'))
    ORDER BY r.listing_id`.execute(dependencies.db);
  if (rows.rows.length === 0) return 0;
  const calendar = await bankingCalendar();
  const lastNoticeDay = addCalendarDays(today, AUTOPAY_NOTICE_DAYS);
  const drafts: NotificationDraft[] = [];
  for (const rule of rows.rows) {
    if (rule.skips_due_date === rule.due_date) continue;
    const plan = planAutopay(calendar, {
      methodKind: rule.kind,
      dueDate: rule.due_date,
      daysBeforeDue: rule.days_before_due,
      today,
    });
    // Today's run is the scheduler's; this is for the days before it.
    if (plan.payNow || plan.sendDate > lastNoticeDay) continue;
    drafts.push({
      ...autopayUpcomingNotice({
        listingId: rule.listing_id,
        billName: rule.bill_name,
        dueDate: rule.due_date,
        sendDate: plan.sendDate,
        amountCents: rule.fixed_amount_cents ?? rule.balance_cents,
      }),
      userId: rule.user_id,
    });
  }
  return record(dependencies, drafts);
}
