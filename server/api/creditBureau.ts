// Environment: server Where a member's credit report comes from
// (docs/product.md#credit-bureau-sandbox). CreditBureau is the seam a real bureau's API plugs into
// (ApiDependencies.creditBureau); the sandbox answers deterministically per member, like a
// provider's test mode, and counts the bills the member paid through doxo as on-time payment
// history, as a bureau does with payments furnished to it.
import { createHash } from 'node:crypto';
import type { MonthlyScore } from '../../src/api/contracts/creditScoreContract.js';
import {
  MAX_CREDIT_SCORE,
  MIN_CREDIT_SCORE,
  SCORE_HISTORY_MONTHS,
  type CreditFigures,
} from '../../src/creditScore/creditScoreRules.js';

export type BureauReport = {
  /** The last SCORE_HISTORY_MONTHS monthly scores, oldest first; the last is the current score. */
  monthlyScores: MonthlyScore[];
  /** The figures behind the current score. */
  figures: CreditFigures;
};

export type CreditBureau = {
  reportFor: (request: {
    /** Who the report is about: our user id (a real bureau is given the identity it verified). */
    subjectId: number;
    today: Date;
    /** Days (YYYY-MM-DD) bills paid through doxo reached their billers: furnished as on time. */
    paidOnTimeDays: readonly string[];
  }) => Promise<BureauReport>;
};

/** How much each factor weighs in the sandbox's score (the published FICO weights). */
const weights = {
  paymentHistory: 0.35,
  utilization: 0.3,
  age: 0.15,
  mix: 0.1,
  inquiries: 0.1,
} as const;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The sandbox's scoring model: each factor's share of its weight, spread over 300–850. */
export function sandboxScore(figures: CreditFigures): number {
  const points =
    weights.paymentHistory * clamp01((figures.onTimeRate - 0.8) / 0.2) +
    weights.utilization * clamp01((0.9 - figures.utilization) / 0.8) +
    weights.age * clamp01(figures.oldestAccountMonths / 180) +
    weights.mix * clamp01(figures.accountTypes / 4) +
    weights.inquiries * clamp01(1 - figures.hardInquiries / 4);
  return Math.round(MIN_CREDIT_SCORE + (MAX_CREDIT_SCORE - MIN_CREDIT_SCORE) * points);
}

/** A uniform draw in [0, 1) from the member and a purpose: the same every time it is asked. */
function draw(subjectId: number, purpose: string): number {
  const digest = createHash('sha256').update(`credit:${subjectId}:${purpose}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** `YYYY-MM` of the month `back` months before `today`'s. */
function monthBefore(today: Date, back: number): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  return month.toISOString().slice(0, 7);
}

export function createSandboxCreditBureau(): CreditBureau {
  return {
    async reportFor({ subjectId, today, paidOnTimeDays }) {
      // The member's file as the sandbox invents it: reported payments with a few late ones, an
      // oldest account 3 to 20 years old, 1 to 4 kinds of credit.
      const reportedPayments = 40 + Math.floor(draw(subjectId, 'payments') * 160);
      const latePayments = Math.floor(draw(subjectId, 'late') * 8);
      const oldestAccountMonths = 36 + Math.floor(draw(subjectId, 'age') * 204);
      const accountTypes = 1 + Math.floor(draw(subjectId, 'mix') * 4);
      const baseUtilization = 0.05 + draw(subjectId, 'utilization') * 0.55;

      const figuresFor = (back: number): CreditFigures => {
        const month = monthBefore(today, back);
        // Payments through doxo count from the month they reached the biller.
        const furnished = paidOnTimeDays.filter((day) => day.slice(0, 7) <= month).length;
        const total = reportedPayments + furnished;
        // Balances move month to month; inquiries come and go within the year.
        const utilization = Math.min(
          0.95,
          Math.max(0.01, baseUtilization + (draw(subjectId, `utilization:${month}`) - 0.5) * 0.12),
        );
        const hardInquiries = Math.floor(draw(subjectId, `inquiries:${month}`) * 4);
        return {
          onTimeRate: (total - latePayments) / total,
          utilization,
          oldestAccountMonths: oldestAccountMonths - back,
          accountTypes,
          hardInquiries,
        };
      };

      const monthlyScores: MonthlyScore[] = [];
      for (let back = SCORE_HISTORY_MONTHS - 1; back >= 0; back -= 1) {
        monthlyScores.push({
          month: monthBefore(today, back),
          score: sandboxScore(figuresFor(back)),
        });
      }
      return { monthlyScores, figures: figuresFor(0) };
    },
  };
}
