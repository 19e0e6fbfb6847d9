import { describe, expect, it } from 'vitest';
import { billStatusOf } from './billStatus.js';

const bill = {
  balance_cents: 5_000,
  due_date: '2026-06-20',
  autopay: false,
  upcoming_payment: null,
};
const upcoming = {
  id: 7,
  amount_cents: 5_000,
  delivery_date: '2026-06-18',
  status: 'scheduled' as const,
};

describe('billStatusOf', () => {
  it('judges a bill on its statement', () => {
    expect(billStatusOf(bill, '2026-06-01')).toBe('due');
    expect(billStatusOf(bill, '2026-06-13')).toBe('due_soon');
    expect(billStatusOf(bill, '2026-06-20')).toBe('due_soon');
    expect(billStatusOf(bill, '2026-06-21')).toBe('overdue');
    expect(billStatusOf({ ...bill, balance_cents: 0 }, '2026-06-21')).toBe('paid');
    expect(billStatusOf({ ...bill, due_date: null }, '2026-06-21')).toBe('due');
  });

  it('lets a scheduled payment or autopay speak first', () => {
    expect(billStatusOf({ ...bill, upcoming_payment: upcoming }, '2026-06-21')).toBe('scheduled');
    expect(billStatusOf({ ...bill, autopay: true, upcoming_payment: upcoming }, '2026-06-01')).toBe('scheduled');
    expect(billStatusOf({ ...bill, autopay: true }, '2026-06-21')).toBe('autopay');
    // Paid in full: nothing is left to schedule.
    expect(billStatusOf({ ...bill, balance_cents: 0, upcoming_payment: upcoming }, '2026-06-01')).toBe('paid');
  });
});
