import { describe, expect, it } from 'vitest';
import { bankingCalendar } from './bankingCalendar.js';

const { addBankingDays, earliestDeliveryDate, isBankingDay, nextBankingDayOnOrAfter, sendDateFor } =
  await bankingCalendar();

describe('US banking days', () => {
  it('closes on weekends and Federal Reserve holidays', () => {
    expect(isBankingDay('2026-11-23')).toBe(true); // a Monday
    expect(isBankingDay('2026-11-21')).toBe(false); // Saturday
    expect(isBankingDay('2026-11-22')).toBe(false); // Sunday
    expect(isBankingDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBankingDay('2026-11-27')).toBe(true); // the day after is a banking day
    expect(isBankingDay('2026-12-25')).toBe(false); // Christmas
    expect(isBankingDay('2026-10-12')).toBe(false); // Columbus Day
    expect(isBankingDay('2026-11-11')).toBe(false); // Veterans Day
  });

  it('opens on the Friday before a Saturday holiday, closes the Monday after a Sunday one', () => {
    // 4 July 2026 is a Saturday: the Fed is open on Friday 3 July.
    expect(isBankingDay('2026-07-03')).toBe(true);
    // 1 January 2023 was a Sunday: closed Monday 2 January.
    expect(isBankingDay('2023-01-02')).toBe(false);
  });

  it('counts delivery in banking days per method', () => {
    // Wednesday before Thanksgiving: bank transfer takes 3 banking days → Tuesday 1 December.
    expect(earliestDeliveryDate('bank_account', '2026-11-25')).toBe('2026-12-01');
    expect(earliestDeliveryDate('debit_card', '2026-11-25')).toBe('2026-11-27');
    // Made on a Saturday: sent Monday, delivered Tuesday by card.
    expect(earliestDeliveryDate('credit_card', '2026-11-21')).toBe('2026-11-24');
    expect(nextBankingDayOnOrAfter('2026-12-25')).toBe('2026-12-28');
    expect(addBankingDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('finds the day to send for a delivery date', () => {
    expect(sendDateFor('bank_account', '2026-12-01')).toBe('2026-11-25');
    expect(sendDateFor('debit_card', '2026-11-30')).toBe('2026-11-27');
  });
});
