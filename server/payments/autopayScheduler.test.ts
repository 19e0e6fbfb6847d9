import { describe, expect, it } from 'vitest';
import { nextAutopayDate } from './autopayScheduler.js';

describe('the next autopay date a bill shows', () => {
  const rule = { dueDate: '2026-12-10', daysBeforeDue: 3, paidForDueDate: false };

  it('is the run day before the due date, or today once that day has come', () => {
    expect(nextAutopayDate({ ...rule, today: '2026-12-01' })).toBe('2026-12-07');
    expect(nextAutopayDate({ ...rule, today: '2026-12-07' })).toBe('2026-12-07');
    // Autopay turned on two days before the due date: the scheduler pays today.
    expect(nextAutopayDate({ ...rule, today: '2026-12-08' })).toBe('2026-12-08');
    expect(nextAutopayDate({ ...rule, today: '2026-12-10' })).toBe('2026-12-10');
  });

  it('is none once this statement is paid, past its due date, or without one', () => {
    expect(nextAutopayDate({ ...rule, today: '2026-12-08', paidForDueDate: true })).toBeNull();
    expect(nextAutopayDate({ ...rule, today: '2026-12-11' })).toBeNull();
    expect(nextAutopayDate({ ...rule, dueDate: null, today: '2026-12-01' })).toBeNull();
  });
});
