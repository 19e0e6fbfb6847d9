import type { CreditScoreResponse } from '../api/contracts/creditScoreContract.js';
import { creditBandOf, rateCreditFactors } from './creditScoreRules.js';

// The made-up report a non-member's preview shows (docs/product.md#member-previews), rated by the
// same rules as a member's, so the sample reads exactly as the real screen does.
const scores = [682, 688, 685, 693, 699, 704, 701, 709, 714, 719, 716, 724];
const months = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];
const score = scores.at(-1) ?? 724;

export const sampleCreditScore: CreditScoreResponse = {
  score,
  band: creditBandOf(score),
  as_of: '2026-06-15',
  history: months.map((month, index) => ({ month, score: scores[index] ?? score })),
  factors: rateCreditFactors({
    onTimeRate: 0.98,
    utilization: 0.24,
    oldestAccountMonths: 98,
    accountTypes: 3,
    hardInquiries: 1,
  }),
  on_time_payments: {
    count: 36,
    recent: [
      { id: 3, biller_name: 'City Water', amount_cents: 6_412, paid_on: '2026-06-02' },
      { id: 2, biller_name: 'Metro Electric', amount_cents: 11_873, paid_on: '2026-05-28' },
      { id: 1, biller_name: 'Northside Internet', amount_cents: 7_999, paid_on: '2026-05-20' },
    ],
  },
};
