import { describe, expect, it } from 'vitest';
import { areas, isCurrentArea, isInArea, navigationAreas } from './areas.js';

describe('isInArea', () => {
  it('matches the area and its sub-pages but not a sibling with a longer name', () => {
    expect(isInArea(areas.bills, '/u/bills')).toBe(true);
    expect(isInArea(areas.bills, '/u/bills/123')).toBe(true);
    expect(isInArea(areas.bills, '/u/bills-to-pay/all-groups/all-services')).toBe(false);
    expect(isInArea(areas.billsToPay, '/u/bills-to-pay/all-groups/all-services')).toBe(true);
    expect(isInArea(areas.doxoPlus, '/u/doxoplus/enroll')).toBe(true);
  });

  it('marks the most specific area current: payment history inside bills', () => {
    expect(isCurrentArea(areas.paymentHistory, '/u/bills/history/42')).toBe(true);
    expect(isCurrentArea(areas.bills, '/u/bills/history')).toBe(false);
    expect(isCurrentArea(areas.bills, '/u/bills/42')).toBe(true);
  });
});

describe('navigationAreas', () => {
  it('links every product area once', () => {
    const hrefs = navigationAreas.map((area) => area.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/u/bills',
        '/u/bills/history',
        '/u/bills-to-pay/all-groups/all-services',
        '/u/biller',
        '/u/wallet',
        '/u/identity-protection',
        '/u/credit-score',
        '/u/doxoplus',
        '/u/savings',
        '/u/search',
        '/u/user-account',
      ]),
    );
  });
});
