import { describe, expect, it } from 'vitest';
import { creditBandOf, rateCreditFactors } from '../../src/creditScore/creditScoreRules.js';
import { createSandboxCreditBureau, sandboxScore } from './creditBureau.js';

const today = new Date('2026-06-15T12:00:00Z');
const bureau = createSandboxCreditBureau();
/** The twelve months up to `today`'s, oldest first: 2025-07 … 2026-06. */
const monthsToJune2026 = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 7),
);

describe('the sandbox credit bureau', () => {
  it('answers the same report for the same member, and another for another', async () => {
    const first = await bureau.reportFor({ subjectId: 7, today, paidOnTimeDays: [] });
    expect(await bureau.reportFor({ subjectId: 7, today, paidOnTimeDays: [] })).toEqual(first);
    expect(await bureau.reportFor({ subjectId: 8, today, paidOnTimeDays: [] })).not.toEqual(first);
  });

  it('answers 12 monthly scores within 300–850, ending with this month', async () => {
    for (const subjectId of [1, 2, 3, 40, 500]) {
      const { monthlyScores } = await bureau.reportFor({ subjectId, today, paidOnTimeDays: [] });
      expect(monthlyScores.map((entry) => entry.month)).toEqual(monthsToJune2026);
      for (const { score } of monthlyScores) {
        expect(score).toBeGreaterThanOrEqual(300);
        expect(score).toBeLessThanOrEqual(850);
      }
    }
  });

  it('counts bills paid through doxo as on-time payment history from their month on', async () => {
    const without = await bureau.reportFor({ subjectId: 7, today, paidOnTimeDays: [] });
    const paid = Array.from({ length: 24 }, () => '2026-03-10');
    const withPaid = await bureau.reportFor({ subjectId: 7, today, paidOnTimeDays: paid });
    expect(withPaid.figures.onTimeRate).toBeGreaterThan(without.figures.onTimeRate);
    // Months before the payments are unchanged; from March on the score is at least as high.
    expect(withPaid.monthlyScores.slice(0, 8)).toEqual(without.monthlyScores.slice(0, 8));
    for (let index = 8; index < 12; index += 1) {
      expect(withPaid.monthlyScores[index]?.score).toBeGreaterThanOrEqual(without.monthlyScores[index]?.score ?? 0);
    }
  });

  it('scores a perfect file 850 and an empty one 300', () => {
    const perfect = {
      onTimeRate: 1,
      utilization: 0.05,
      oldestAccountMonths: 240,
      accountTypes: 4,
      hardInquiries: 0,
    };
    expect(sandboxScore(perfect)).toBe(850);
    const worst = {
      onTimeRate: 0.5,
      utilization: 0.95,
      oldestAccountMonths: 0,
      accountTypes: 0,
      hardInquiries: 6,
    };
    expect(sandboxScore(worst)).toBe(300);
  });
});

describe('credit score rules', () => {
  it.each([
    [300, 'Poor'],
    [579, 'Poor'],
    [580, 'Fair'],
    [669, 'Fair'],
    [670, 'Good'],
    [740, 'Very good'],
    [799, 'Very good'],
    [800, 'Exceptional'],
    [850, 'Exceptional'],
  ])('puts %i in the %s band', (score, band) => {
    expect(creditBandOf(score)).toBe(band);
  });

  it('rates each factor with one sentence of advice', () => {
    const factors = rateCreditFactors({
      onTimeRate: 0.995,
      utilization: 0.42,
      oldestAccountMonths: 75,
      accountTypes: 1,
      hardInquiries: 5,
    });
    expect(factors.map((factor) => [factor.id, factor.value, factor.rating])).toEqual([
      ['payment_history', '100% on time', 'Excellent'],
      ['utilization', '42% of your limits', 'Fair'],
      ['age_of_credit', '6 yr 3 mo', 'Good'],
      ['credit_mix', '1 kind of credit', 'Needs work'],
      ['recent_inquiries', '5 in 12 months', 'Needs work'],
    ]);
    for (const factor of factors) expect(factor.advice.split(/\.\s/)).toHaveLength(1);
  });
});
