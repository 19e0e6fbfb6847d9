// Environment: server
// The autopay scheduler: for each rule whose statement's send day has come, pay what the user's
// own payments leave owing (server/payments/autopayStatement.ts decides when and how much), under
// the key `autopay:{bill}:{due date}`, so one statement is paid at most once however often the
// scheduler runs or how many workers run it (docs/product.md#autopay-timing).
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { cardValidOn } from '../../src/wallet/instrumentRules.js';
import { MAX_AUTOPAY_DAYS_BEFORE_DUE } from '../../src/payments/paymentRules.js';
import { bankingCalendar, calendarDayOf } from './bankingCalendar.js';
import { autopayIdempotencyKey, decideAutopay, findStatementPayments, planAutopay } from './autopayStatement.js';
import { createBillPayment } from './createBillPayment.js';
import { selectAutopayRules } from './selectAutopayRules.js';

/**
 * Calendar days a payment can take beyond its banking days (weekends and holidays between): a
 * rule is looked at when its due date is within its margin plus this plus the method's days.
 */
const CALENDAR_SLACK_DAYS = 10;

export async function runAutopayScheduler(
  db: Kysely<Database>,
  clock: Clock,
  log: (line: string) => void = () => {},
): Promise<number> {
  const today = calendarDayOf(clock.now());
  const candidates = await selectAutopayRules(db)
    // A removed bill takes no payment (its rule is deleted with it; this holds for older data).
    .where('listings.removed_at', 'is', null)
    .where('i.removed_at', 'is', null)
    .where('listings.due_date', 'is not', null)
    .where('listings.due_date', '>=', today)
    .where(sql<boolean>`listings.due_date - r.days_before_due - ${CALENDAR_SLACK_DAYS}::integer <= ${today}::date`)
    .where(
      sql<boolean>`listings.due_date <= ${today}::date + ${MAX_AUTOPAY_DAYS_BEFORE_DUE + CALENDAR_SLACK_DAYS}::integer`,
    )
    // A statement autopay has paid is done: not looked at again every minute until its due date.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bill_payments as p')
            .select('p.id')
            .whereRef('p.user_id', '=', 'r.user_id')
            .where('p.autopay', '=', true)
            .where(
              'p.idempotency_key',
              '=',
              sql<string>`'autopay:' || r.listing_id || ':' || to_char(listings.due_date, 'YYYY-MM-DD')`,
            ),
        ),
      ),
    )
    .execute();
  if (candidates.length === 0) return 0;
  const calendar = await bankingCalendar();
  let created = 0;
  for (const rule of candidates) {
    const dueDate = rule.due_date;
    if (dueDate === null) continue;
    const plan = planAutopay(calendar, {
      methodKind: rule.kind,
      dueDate,
      daysBeforeDue: rule.days_before_due,
      today,
    });
    if (!plan.payNow) continue;
    // A card must be valid on the day the payment is sent; the bill page has warned of it.
    if (!cardValidOn(rule, plan.sendDate)) {
      log(
        JSON.stringify({
          level: 'warn',
          msg: 'autopay card expires before the send date',
          listing: rule.listing_id,
        }),
      );
      continue;
    }
    // One rule's failure is logged and leaves the others to be paid; the next run tries it again.
    const inserted = await db
      .transaction()
      .execute(async (transaction) => {
        // The rule's row is held: a second worker reaching the same rule skips it, as the holder
        // is paying it (or, holding it to change it, leaves it to the next run a minute later).
        // Waiting instead kept two workers in lockstep over the same list, one always idle.
        const held = await transaction
          .selectFrom('autopay_rules')
          .select('listing_id')
          .where('listing_id', '=', rule.listing_id)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!held) return false;
        const listing = await transaction
          .selectFrom('listings')
          .select(['balance_cents', 'due_date'])
          .where('id', '=', rule.listing_id)
          .executeTakeFirstOrThrow();
        if (listing.due_date !== dueDate) return false;
        const payments = (
          await findStatementPayments(transaction, rule.user_id, [{ listingId: rule.listing_id, dueDate }])
        ).get(rule.listing_id);
        if (!payments) return false;
        const decision = decideAutopay({
          rule: {
            amountKind: rule.amount_kind,
            fixedAmountCents: rule.fixed_amount_cents,
            skipsDueDate: rule.skips_due_date,
          },
          dueDate,
          balanceCents: listing.balance_cents,
          payments,
          plan,
        });
        if (!decision.payNow || decision.amount_cents === null) return false;
        await createBillPayment(transaction, clock, {
          userId: rule.user_id,
          listingId: rule.listing_id,
          instrumentId: rule.payment_instrument_id,
          amountCents: decision.amount_cents,
          deliveryDate: plan.deliveryDate,
          idempotencyKey: autopayIdempotencyKey(rule.listing_id, dueDate),
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
