import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCents, formatCount, formatQuantity, formatShare } from './formatters.js';

describe('formatters', () => {
  it('format cents, shares and counts the en-US way, again and again', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatShare(0.4213)).toBe('42.1%');
    expect(formatCount(1280)).toBe('1,280');
    expect(formatCents(3000)).toBe('$30.00');
  });

  it('format a calendar date the same whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-05')).toBe('Dec 5, 2026');
    expect(formatCalendarDate('2026-12-05T23:30:00Z')).toBe('Dec 5, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('put the noun in the plural form its count takes', () => {
    expect(formatQuantity(1, { one: 'bill', other: 'bills' })).toBe('1 bill');
    expect(formatQuantity(280, { one: 'bill', other: 'bills' })).toBe('280 bills');
    expect(formatQuantity(0, { one: 'bill', other: 'bills' })).toBe('0 bills');
  });
});
