import { describe, expect, it } from 'vitest';
import { paymentMethodKinds } from '../../src/payments/paymentRules.js';
import { addCalendarDays, bankingCalendar } from './bankingCalendar.js';
import { decideAutopay, planAutopay, type StatementPayments } from './autopayStatement.js';

const calendar = await bankingCalendar();

/** Every day of December 2026: weekends, and Christmas on Friday 25 December. */
const decemberDays = Array.from({ length: 31 }, (_, index) => addCalendarDays('2026-12-01', index));

describe('when autopay pays a statement', () => {
  it.each(paymentMethodKinds)(
    'by %s: run daily, it pays on a banking day and arrives by the due date, margin first',
    (methodKind) => {
      for (const dueDate of decemberDays) {
        for (const daysBeforeDue of [1, 3, 7]) {
          // The scheduler runs every day from well before; the first day it pays is the plan's.
          let today = addCalendarDays(dueDate, -45);
          let plan = planAutopay(calendar, { methodKind, dueDate, daysBeforeDue, today });
          while (!plan.payNow) {
            today = addCalendarDays(today, 1);
            plan = planAutopay(calendar, { methodKind, dueDate, daysBeforeDue, today });
          }
          const at = `${methodKind} due ${dueDate} margin ${daysBeforeDue}`;
          expect(plan.late, at).toBe(false);
          expect(plan.sendDate, at).toBe(today);
          expect(calendar.isBankingDay(plan.sendDate), at).toBe(true);
          expect(calendar.isBankingDay(plan.deliveryDate), at).toBe(true);
          // The delivery the rails promise for that send day is the plan's delivery day…
          expect(calendar.earliestDeliveryDate(methodKind, plan.sendDate), at).toBe(plan.deliveryDate);
          // …which keeps the margin before the due date, on the last banking day it can.
          expect(plan.deliveryDate <= addCalendarDays(dueDate, -daysBeforeDue), at).toBe(true);
          expect(calendar.previousBankingDayOnOrBefore(addCalendarDays(dueDate, -daysBeforeDue)), at).toBe(
            plan.deliveryDate,
          );
        }
      }
    },
  );

  it('sends a bank payment due after Christmas before the holiday and the weekend', () => {
    // Due Monday 28 December, 3 days' margin → delivered Thursday 24 (Friday 25 is Christmas),
    // sent three banking days earlier, Monday 21.
    expect(
      planAutopay(calendar, {
        methodKind: 'bank_account',
        dueDate: '2026-12-28',
        daysBeforeDue: 3,
        today: '2026-12-01',
      }),
    ).toEqual({ sendDate: '2026-12-21', deliveryDate: '2026-12-24', payNow: false, late: false });
    // The case: due 12 December (a Saturday), bank account, 3 days: delivered Wednesday 9.
    expect(
      planAutopay(calendar, {
        methodKind: 'bank_account',
        dueDate: '2026-12-12',
        daysBeforeDue: 3,
        today: '2026-12-01',
      }),
    ).toMatchObject({ sendDate: '2026-12-04', deliveryDate: '2026-12-09' });
  });

  it('pays at once when set too late, and says it may arrive after the due date', () => {
    // Set on Thursday 10 December for a bill due Friday 11 by bank account (3 banking days).
    expect(
      planAutopay(calendar, {
        methodKind: 'bank_account',
        dueDate: '2026-12-11',
        daysBeforeDue: 3,
        today: '2026-12-10',
      }),
    ).toEqual({ sendDate: '2026-12-10', deliveryDate: '2026-12-15', payNow: true, late: true });
    // Margin eaten but still in time: paid at once, not late.
    expect(
      planAutopay(calendar, {
        methodKind: 'debit_card',
        dueDate: '2026-12-11',
        daysBeforeDue: 3,
        today: '2026-12-09',
      }),
    ).toEqual({ sendDate: '2026-12-09', deliveryDate: '2026-12-10', payNow: true, late: false });
  });
});

describe('what autopay does about a statement the user paid by hand', () => {
  const plan = { sendDate: '2026-12-04', deliveryDate: '2026-12-09', payNow: true, late: false };
  const rule = {
    amountKind: 'statement_balance' as const,
    fixedAmountCents: null,
    skipsDueDate: null,
  };
  const paid = (coveredCents: number, inFlightCents = coveredCents): StatementPayments => ({
    coveredCents,
    inFlightCents,
    autopayPayment: null,
  });
  const decide = (payments: StatementPayments, balanceCents = 3_289, overrides = {}) =>
    decideAutopay({
      rule: { ...rule, ...overrides },
      dueDate: '2026-12-12',
      balanceCents,
      payments,
      plan,
    });

  it('pays the statement balance when nothing covers it', () => {
    expect(decide(paid(0))).toMatchObject({ state: 'upcoming', amount_cents: 3_289, payNow: true });
  });

  it('skips a statement covered by the user’s own payment, on its way or delivered', () => {
    expect(decide(paid(3_289))).toMatchObject({ state: 'covered_by_you', payNow: false });
    expect(decide(paid(5_000))).toMatchObject({ state: 'covered_by_you', payNow: false });
    // Delivered: the amount due is already lowered to nothing.
    expect(decide(paid(3_289, 0), 0)).toMatchObject({ state: 'covered_by_you', payNow: false });
  });

  it('pays the rest of a statement partly paid by hand', () => {
    expect(decide(paid(1_000))).toMatchObject({
      state: 'paying_rest',
      amount_cents: 2_289,
      covered_by_you_cents: 1_000,
    });
    // A fixed amount counts every payment of the statement, delivered or not.
    expect(decide(paid(1_000, 0), 2_289, { amountKind: 'fixed', fixedAmountCents: 5_000 })).toMatchObject({
      state: 'paying_rest',
      amount_cents: 4_000,
    });
  });

  it('leaves the statement alone when turned on while it was being paid', () => {
    expect(decide(paid(0), 3_289, { skipsDueDate: '2026-12-12' })).toMatchObject({
      state: 'starts_next_statement',
      payNow: false,
    });
  });

  it('says what it made once it has paid', () => {
    const made = {
      ...paid(0),
      autopayPayment: {
        id: 9,
        amount_cents: 3_289,
        send_date: '2026-12-04',
        delivery_date: '2026-12-09',
      },
    };
    expect(decide(made)).toMatchObject({ state: 'made', payment_id: 9, payNow: false });
  });
});
