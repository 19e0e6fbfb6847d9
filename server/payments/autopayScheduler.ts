// Environment: server
// Autopay (issue 13): for each rule whose bill's due date is N days away (or closer), create the
// payment under the key `autopay:{bill}:{due date}`, so one due date is paid at most once however
// often the scheduler runs or how many workers run it.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { MIN_PAYMENT_CENTS } from '../../src/payments/paymentRules.js';
import { addCalendarDays, bankingCalendar, calendarDayOf } from './bankingCalendar.js';
import { createBillPayment } from './createBillPayment.js';

export function autopayIdempotencyKey(listingId: number, dueDate: string): string {
  return `autopay:${listingId}:${dueDate}`;
}

/** The day the scheduler pays a bill due on `dueDate`. */
export function autopayRunDate(dueDate: string, daysBeforeDue: number): string {
  return addCalendarDays(dueDate, -daysBeforeDue);
}

/**
 * The next autopay the user is shown: the run day of the statement's due date, or today when that
 * day has passed and the scheduler has still to pay it; none when the statement has no due date,
 * its due date has passed, or autopay has paid it already (the next statement brings the next).
 */
export function nextAutopayDate(rule: {
  dueDate: string | null;
  daysBeforeDue: number;
  today: string;
  paidForDueDate: boolean;
}): string | null {
  if (rule.dueDate === null || rule.dueDate < rule.today || rule.paidForDueDate) return null;
  const runDate = autopayRunDate(rule.dueDate, rule.daysBeforeDue);
  return runDate < rule.today ? rule.today : runDate;
}

export async function runAutopayScheduler(
  db: Kysely<Database>,
  clock: Clock,
  log: (line: string) => void = () => {},
): Promise<number> {
  const today = calendarDayOf(clock.now());
  const due = await db
    .selectFrom('autopay_rules as r')
    .innerJoin('listings', 'listings.id', 'r.listing_id')
    .innerJoin('payment_instruments as i', 'i.id', 'r.payment_instrument_id')
    .select([
      'r.listing_id',
      'r.user_id',
      'r.payment_instrument_id',
      'r.amount_kind',
      'r.fixed_amount_cents',
      'i.kind',
      'listings.balance_cents',
      'listings.due_date',
    ])
    // A removed bill takes no payment (its rule is deleted with it; this holds for older data).
    .where('listings.removed_at', 'is', null)
    .where('i.removed_at', 'is', null)
    .where('listings.due_date', 'is not', null)
    .where('listings.due_date', '>=', today)
    .where(sql<boolean>`listings.due_date - r.days_before_due <= ${today}::date`)
    .execute();
  if (due.length === 0) return 0;
  const calendar = await bankingCalendar();
  let created = 0;
  for (const rule of due) {
    if (rule.due_date === null) continue;
    const amountCents =
      rule.amount_kind === 'fixed' ? (rule.fixed_amount_cents ?? 0) : rule.balance_cents;
    if (amountCents < MIN_PAYMENT_CENTS) continue;
    const key = autopayIdempotencyKey(rule.listing_id, rule.due_date);
    // Arrive by the due date when possible, else as early as the method allows.
    const earliest = calendar.earliestDeliveryDate(rule.kind, today);
    // One rule's failure is logged and leaves the others to be paid; the next run tries it again.
    const inserted = await db
      .transaction()
      .execute(async (transaction) => {
        const existing = await transaction
          .selectFrom('bill_payments')
          .select('id')
          .where('user_id', '=', rule.user_id)
          .where('idempotency_key', '=', key)
          .executeTakeFirst();
        if (existing) return false;
        await createBillPayment(transaction, clock, {
          userId: rule.user_id,
          listingId: rule.listing_id,
          instrumentId: rule.payment_instrument_id,
          amountCents,
          deliveryDate: earliest,
          idempotencyKey: key,
          autopay: true,
        });
        return true;
      })
      .catch((error: unknown) => {
        log(
          JSON.stringify({
            level: 'error',
            msg: 'autopay payment not created',
            listing: rule.listing_id,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
        return false;
      });
    if (inserted) created += 1;
  }
  return created;
}
