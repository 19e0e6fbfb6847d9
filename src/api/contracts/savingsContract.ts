// GET /savings (docs/product.md#savings): for each recurring bill of a doxoPLUS member, what they
// pay against what payers of that service type pay around them. The one definition the API builds
// and the micro-app reads.
import type { ServiceTypeSummary } from './directoryContract.js';

/**
 * The level a comparison was taken at: the county first, then the metro area, then the state,
 * then the whole country (docs/product.md#savings).
 */
export const comparisonLevels = ['county', 'cbsa', 'state', 'country'] as const;
export type ComparisonLevel = (typeof comparisonLevels)[number];

export type ComparisonPlace = {
  level: ComparisonLevel;
  /** Internal form (`/usa/wa/…`), for the insights link. */
  hierarchy: string;
  /** As the insights title names it: "King County, WA", "Seattle-Tacoma-Bellevue, WA", "USA". */
  name: string;
};

export type BillComparison = {
  listing_id: number;
  biller_name: string;
  nickname: string | null;
  service_type: ServiceTypeSummary & { group_slug: string };
  /** The member's typical (median) payment over the last 12 months. */
  your_payment_cents: number;
  /** How many times they paid it in the last 12 months. */
  payments_per_year: number;
  /** The area's median payment, where one stands on enough payers; else null. */
  area_median_cents: number | null;
  /** Where the median was taken; null when no level had enough payers. */
  place: ComparisonPlace | null;
  /** Payers behind the median. */
  area_payers: number | null;
  /** What they would save in a year paying the median; 0 when they pay the median or less. */
  yearly_savings_cents: number;
};

export type SavingsResponse = {
  /** The member's recurring bills, the largest saving first. */
  bills: BillComparison[];
  /** Bills left out because they were paid fewer than twice in the last 12 months. */
  not_recurring: number;
  total_yearly_savings_cents: number;
};
