// Environment: server What still relies on a payment instrument, and what becomes of it when the
// instrument goes (docs/product.md#autopay-rules: removing one that a scheduled payment or an
// autopay rule uses asks what to do, reassign or cancel, and never silently breaks them). The
// wallet's DELETE settles the uses and removes the instrument in one transaction: either all of it
// happens or none.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { InstrumentUse, InstrumentUsesDecision } from '../../src/api/contracts/walletContract.js';
import { methodLabel, type MethodIdentity } from '../../src/payments/methodLabel.js';
import { memberFeeCents } from '../../src/membership/membershipPlans.js';
import { isMember } from './membershipGate.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { bankingCalendar, calendarDayOf } from '../payments/bankingCalendar.js';
import { latestStatusJoin } from '../payments/billPaymentQueries.js';
import { paymentFeeCents } from '../payments/paymentFees.js';
import { appendPaymentEvent } from '../payments/paymentProcessor.js';
import { ApiError } from './apiError.js';

type Db = Kysely<Database> | Transaction<Database>;

type ScheduledPayment = {
  id: number;
  biller_name: string;
  delivery_date: string;
  amount_cents: number;
  fee_cents: number;
  method_kind: 'bank_account' | 'debit_card' | 'credit_card';
  instrument_last4: string;
  send_date: string;
};

/**
 * The instrument's scheduled payments. With `lock`, their rows are locked until the transaction
 * ends (a worker about to send one waits, and one it already holds is waited for), so the status
 * read afterwards is the one the change applies to.
 */
async function scheduledPayments(db: Db, instrumentId: number, lock: boolean): Promise<ScheduledPayment[]> {
  const rows = await sql<ScheduledPayment>`
    SELECT p.id, b.name AS biller_name, p.delivery_date::text AS delivery_date, p.amount_cents,
      p.fee_cents, p.method_kind, p.instrument_last4, p.send_date::text AS send_date
    FROM bill_payments p
    JOIN listings l ON l.id = p.listing_id
    JOIN billers b ON b.id = l.biller_id
    ${latestStatusJoin}
    WHERE p.payment_instrument_id = ${instrumentId} AND latest.status = 'scheduled'
    ORDER BY p.delivery_date, p.id
    ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  return rows.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function autopayRules(db: Db, instrumentId: number) {
  return db
    .selectFrom('autopay_rules as r')
    .innerJoin('listings', 'listings.id', 'r.listing_id')
    .innerJoin('billers', 'billers.id', 'listings.biller_id')
    .select(['r.listing_id', 'billers.name as biller_name'])
    .where('r.payment_instrument_id', '=', instrumentId)
    .orderBy('r.listing_id')
    .execute();
}

function paymentUse(payment: ScheduledPayment): InstrumentUse {
  return {
    kind: 'scheduled_payment',
    id: payment.id,
    label: `the scheduled payment to ${payment.biller_name} on ${payment.delivery_date}`,
  };
}

function autopayUse(rule: { listing_id: number; biller_name: string }): InstrumentUse {
  return { kind: 'autopay', id: rule.listing_id, label: `autopay for ${rule.biller_name}` };
}

export async function instrumentUsage(db: Db, instrumentId: number): Promise<InstrumentUse[]> {
  const [payments, rules] = await Promise.all([
    scheduledPayments(db, instrumentId, false),
    autopayRules(db, instrumentId),
  ]);
  return [...payments.map(paymentUse), ...rules.map(autopayUse)];
}

type Target = MethodIdentity & { id: number; nickname: string };

/** The instrument being removed, as the wallet's DELETE found it (locked, the user's own). */
export type RemovedInstrument = MethodIdentity & { id: number; userId: number; nickname: string };

/**
 * Moves or cancels everything that uses `instrumentId` (the caller's transaction also removes
 * the instrument). Moved payments keep their amount and delivery date; the fee and send date
 * follow the new method (src/payments/paymentRules.ts), each change appended to
 * bill_payment_changes. A method too slow to deliver on the promised day is refused (422) rather
 * than delivering late: the user can pick another or cancel.
 */
export async function settleInstrumentUses(
  transaction: Transaction<Database>,
  clock: Clock,
  removed: RemovedInstrument,
  decision: InstrumentUsesDecision | undefined,
): Promise<void> {
  const [payments, rules] = [
    await scheduledPayments(transaction, removed.id, true),
    await autopayRules(transaction, removed.id),
  ];
  if (payments.length === 0 && rules.length === 0) return;
  if (!decision) {
    const labels = [...payments.map(paymentUse), ...rules.map(autopayUse)].map((use) => use.label);
    throw new ApiError(
      409,
      'instrument_in_use',
      `This payment method is used by ${labels.join(', ')}. Choose whether to move them to another payment method or cancel them.`,
    );
  }
  const now = clock.now();
  const removedLabel = methodLabel(removed);
  if (decision.action === 'cancel') {
    for (const payment of payments) {
      await appendPaymentEvent(
        transaction,
        payment.id,
        'canceled',
        now,
        // The receipt and history show this as why it was canceled
        // (docs/product.md#removing-a-payment-method).
        `Canceled because ${removedLabel} was removed from your wallet.`,
      );
    }
    for (const rule of rules) {
      await transaction.deleteFrom('autopay_rules').where('listing_id', '=', rule.listing_id).execute();
    }
    return;
  }
  const target = await findTarget(transaction, removed, decision.reassign_to);
  const targetLabel = methodLabel(target);
  const today = calendarDayOf(now);
  const calendar = await bankingCalendar();
  const member = await isMember(transaction, removed.userId);
  for (const payment of payments) {
    const sendDate = calendar.sendDateFor(target.kind, payment.delivery_date);
    if (sendDate < today) {
      throw new ApiError(
        422,
        'reassign_too_late',
        `${target.nickname} cannot deliver ${paymentUse(payment).label} in time. Choose another payment method or cancel the payments.`,
      );
    }
    // The new method's fee, waived for a member as any new payment's is.
    const feeCents = memberFeeCents(
      paymentFeeCents({ methodKind: target.kind, amountCents: payment.amount_cents }),
      member,
    );
    await transaction
      .updateTable('bill_payments')
      .set({
        payment_instrument_id: target.id,
        method_kind: target.kind,
        instrument_last4: target.last4,
        fee_cents: feeCents,
        send_date: sendDate,
      })
      .where('id', '=', payment.id)
      .execute();
    await transaction
      .insertInto('bill_payment_changes')
      .values({
        payment_id: payment.id,
        at: now,
        reason: `Moved to ${targetLabel} when ${removedLabel} was removed from your wallet.`,
        from_instrument_id: removed.id,
        to_instrument_id: target.id,
        from_method_kind: payment.method_kind,
        to_method_kind: target.kind,
        from_last4: payment.instrument_last4,
        to_last4: target.last4,
        from_fee_cents: payment.fee_cents,
        to_fee_cents: feeCents,
        from_send_date: payment.send_date,
        to_send_date: sendDate,
      })
      .execute();
  }
  if (rules.length === 0) return;
  const ruleListingIds = rules.map((rule) => rule.listing_id);
  await transaction
    .updateTable('autopay_rules')
    .set({ payment_instrument_id: target.id, updated_at: now })
    .where('listing_id', 'in', ruleListingIds)
    .execute();
  // The bill's autopay card says the rule moved, and why (AutopaySettings.tsx).
  await transaction
    .insertInto('autopay_rule_changes')
    .values(
      rules.map((rule) => ({
        listing_id: rule.listing_id,
        at: now,
        from_instrument_id: removed.id,
        to_instrument_id: target.id,
        from_method: removedLabel,
        to_method: targetLabel,
      })),
    )
    .execute();
}

async function findTarget(
  transaction: Transaction<Database>,
  removed: RemovedInstrument,
  targetId: number,
): Promise<Target> {
  if (targetId === removed.id) {
    throw new ApiError(400, 'invalid_reassign_to', 'Choose another payment method than the one being removed.');
  }
  const target = await transaction
    .selectFrom('payment_instruments')
    .select(['id', 'kind', 'last4', 'nickname', 'brand', 'account_type'])
    .where('id', '=', targetId)
    .where('user_id', '=', removed.userId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!target) {
    throw new ApiError(404, 'instrument_not_found', 'No such payment method in your wallet.');
  }
  return target;
}
