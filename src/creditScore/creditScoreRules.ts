// How a credit report reads (docs/product.md#credit-score): the score's range and bands, and each
// factor's rating with its one sentence of advice. The server rates the bureau's figures with these
// rules; the sample a non-member sees is rated by them too, so both read the same way.
import type { CreditBand, CreditFactor, FactorRating } from '../api/contracts/creditScoreContract.js';

export const MIN_CREDIT_SCORE = 300;
export const MAX_CREDIT_SCORE = 850;
/** Months of scores the chart shows, this one included. */
export const SCORE_HISTORY_MONTHS = 12;
/** The most recent on-time payments listed by name (the rest are counted). */
export const REPORTED_PAYMENTS_LISTED = 12;

/** The lowest score of each band, highest first (the ranges FICO publishes). */
const bandFloors: readonly (readonly [number, CreditBand])[] = [
  [800, 'Exceptional'],
  [740, 'Very good'],
  [670, 'Good'],
  [580, 'Fair'],
  [MIN_CREDIT_SCORE, 'Poor'],
];

export function creditBandOf(score: number): CreditBand {
  return bandFloors.find(([floor]) => score >= floor)?.[1] ?? 'Poor';
}

/** The bureau's figures behind the factors, as a provider reports them. */
export type CreditFigures = {
  /** Share of reported payments made on time, 0 to 1. */
  onTimeRate: number;
  /** Balances as a share of credit limits, 0 to 1. */
  utilization: number;
  /** Age of the oldest account, in months. */
  oldestAccountMonths: number;
  /** Kinds of credit open (cards, installment loans, mortgage, auto, student loans). */
  accountTypes: number;
  /** Hard inquiries in the last 12 months. */
  hardInquiries: number;
};

type Rated = { rating: FactorRating; advice: string };

function rateBy(grade: 0 | 1 | 2 | 3, advice: readonly [string, string, string, string]): Rated {
  const ratings: readonly FactorRating[] = ['Excellent', 'Good', 'Fair', 'Needs work'];
  return { rating: ratings[grade] ?? 'Needs work', advice: advice[grade] };
}

function percent(share: number): number {
  return Math.round(share * 100);
}

/** The five factors, rated, in the order their weight in a score goes. */
export function rateCreditFactors(figures: CreditFigures): CreditFactor[] {
  const onTime = percent(figures.onTimeRate);
  const used = percent(figures.utilization);
  const years = Math.floor(figures.oldestAccountMonths / 12);
  const months = figures.oldestAccountMonths % 12;
  const inquiries = figures.hardInquiries;
  return [
    {
      id: 'payment_history',
      name: 'Payment history',
      value: `${onTime}% on time`,
      ...rateBy(onTime >= 99 ? 0 : onTime >= 97 ? 1 : onTime >= 93 ? 2 : 3, [
        'Keep paying every bill by its due date; autopay makes it effortless.',
        'A single missed payment weighs for years, so set autopay on the bills you pay by hand.',
        'Bring any late account current first: on-time months from now on lift this factor fastest.',
        'Call the lenders of late accounts about a payment plan, and pay every bill on time from here.',
      ]),
    },
    {
      id: 'utilization',
      name: 'Credit utilization',
      value: `${used}% of your limits`,
      ...rateBy(used < 10 ? 0 : used < 30 ? 1 : used < 50 ? 2 : 3, [
        'Keep your card balances this low relative to your limits.',
        'Paying balances down below 10% of your limits before the statement date can add points.',
        'Pay card balances down below 30% of their limits; spread balances across cards if you can.',
        'High balances weigh heavily: pay down the card closest to its limit first.',
      ]),
    },
    {
      id: 'age_of_credit',
      name: 'Age of credit',
      value: years > 0 ? `${years} yr ${months} mo` : `${months} mo`,
      ...rateBy(
        figures.oldestAccountMonths >= 120
          ? 0
          : figures.oldestAccountMonths >= 60
            ? 1
            : figures.oldestAccountMonths >= 24
              ? 2
              : 3,
        [
          'Keep your oldest accounts open: their age keeps working for you.',
          'Keep older cards open and used now and then, even lightly, so they stay on your report.',
          'Time is the only fix: avoid closing old accounts and opening many new ones.',
          'Your history is young; open new accounts sparingly while it grows.',
        ],
      ),
    },
    {
      id: 'credit_mix',
      name: 'Credit mix',
      value: `${figures.accountTypes} ${figures.accountTypes === 1 ? 'kind' : 'kinds'} of credit`,
      ...rateBy(figures.accountTypes >= 4 ? 0 : figures.accountTypes === 3 ? 1 : figures.accountTypes === 2 ? 2 : 3, [
        'A healthy mix of cards and loans; there is no need to add more.',
        'Your mix is good; never take on a loan just to improve it.',
        'Over time, a mix of cards and installment loans paid on time helps a little.',
        'One kind of credit limits this factor; it matters least of the five, so focus on the others.',
      ]),
    },
    {
      id: 'recent_inquiries',
      name: 'Recent inquiries',
      value: `${inquiries} in 12 months`,
      ...rateBy(inquiries === 0 ? 0 : inquiries <= 1 ? 1 : inquiries <= 3 ? 2 : 3, [
        'No recent hard inquiries: apply for new credit only when you need it.',
        'One inquiry costs little and fades within a year.',
        'Space out applications for new credit; rate shopping for one loan within 14 days counts once.',
        'Hold off on new applications for a few months so these inquiries can age.',
      ]),
    },
  ];
}
