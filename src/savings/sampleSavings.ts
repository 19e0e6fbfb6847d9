import type { BillComparison, SavingsResponse } from '../api/contracts/savingsContract.js';
import { yearlySavingsCents } from './savingsRules.js';

// The made-up comparison a non-member's preview shows (docs/product.md#member-previews), its
// savings computed by the same rule as a member's.
function sampleBill(bill: Omit<BillComparison, 'yearly_savings_cents' | 'area_payers'>): BillComparison {
  return {
    ...bill,
    area_payers: 120,
    yearly_savings_cents:
      bill.area_median_cents === null
        ? 0
        : yearlySavingsCents(bill.your_payment_cents, bill.area_median_cents, bill.payments_per_year),
  };
}

const bills = [
  sampleBill({
    listing_id: 1,
    biller_name: 'Northside Internet',
    nickname: null,
    service_type: {
      id: 1,
      slug: 'internet',
      name: 'Internet',
      icon: 'wifi',
      group_slug: 'telecom',
    },
    your_payment_cents: 8_999,
    payments_per_year: 12,
    area_median_cents: 6_500,
    place: {
      level: 'county',
      hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king',
      name: 'King County, WA',
    },
  }),
  sampleBill({
    listing_id: 2,
    biller_name: 'Summit Mobile',
    nickname: 'Family phones',
    service_type: {
      id: 2,
      slug: 'mobile-phone',
      name: 'Mobile Phone',
      icon: 'phone',
      group_slug: 'telecom',
    },
    your_payment_cents: 14_250,
    payments_per_year: 12,
    area_median_cents: 12_900,
    place: {
      level: 'cbsa',
      hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa',
      name: 'Seattle-Tacoma-Bellevue, WA',
    },
  }),
  sampleBill({
    listing_id: 3,
    biller_name: 'Metro Electric',
    nickname: null,
    service_type: {
      id: 3,
      slug: 'electric',
      name: 'Electric',
      icon: 'bolt',
      group_slug: 'utilities',
    },
    your_payment_cents: 9_800,
    payments_per_year: 12,
    area_median_cents: 11_200,
    place: {
      level: 'county',
      hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king',
      name: 'King County, WA',
    },
  }),
].sort((left, right) => right.yearly_savings_cents - left.yearly_savings_cents);

export const sampleSavings: SavingsResponse = {
  bills,
  not_recurring: 1,
  total_yearly_savings_cents: bills.reduce((total, bill) => total + bill.yearly_savings_cents, 0),
};
