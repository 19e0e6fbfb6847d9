// GET /credit_score (docs/product.md#credit-score): a doxoPLUS member's score, its last 12 months
// and what moves it. The one definition the API builds and the micro-app reads.

export type CreditBand = 'Poor' | 'Fair' | 'Good' | 'Very good' | 'Exceptional';

export type CreditFactorId = 'payment_history' | 'utilization' | 'age_of_credit' | 'credit_mix' | 'recent_inquiries';

export type FactorRating = 'Excellent' | 'Good' | 'Fair' | 'Needs work';

export type CreditFactor = {
  id: CreditFactorId;
  /** "Payment history", "Credit utilization"… */
  name: string;
  /** The figure behind the rating, in words: "98% on time", "23% of your limits". */
  value: string;
  rating: FactorRating;
  /** One sentence of advice for this rating. */
  advice: string;
};

export type MonthlyScore = { month: string; score: number };

/**
 * A bill paid through doxo and reported to the bureau as paid on time; `paid_on` is the day
 * (YYYY-MM-DD) it reached the biller.
 */
export type ReportedPayment = { id: number; biller_name: string; amount_cents: number; paid_on: string };

export type CreditScoreResponse = {
  score: number;
  band: CreditBand;
  /** The day the bureau's report is as of (YYYY-MM-DD). */
  as_of: string;
  /** The last 12 monthly scores, oldest first; the last is this month's, `score`. */
  history: MonthlyScore[];
  factors: CreditFactor[];
  on_time_payments: {
    /** Bills paid through doxo in the last 12 months. */
    count: number;
    /** The most recent of them, newest first. */
    recent: ReportedPayment[];
  };
};
