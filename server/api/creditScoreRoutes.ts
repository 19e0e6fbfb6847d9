// Environment: server
// GET /credit_score (docs/product.md#credit-score): a member's score, its last 12 months and its
// factors, from the credit bureau (creditBureau.ts). The bills the member paid through doxo in the
// last 12 months are furnished to the bureau as on-time payments and listed with their dates.
import type { Request, Response, Router } from 'express';
import type { CreditScoreResponse, ReportedPayment } from '../../src/api/contracts/creditScoreContract.js';
import { creditBandOf, rateCreditFactors, REPORTED_PAYMENTS_LISTED } from '../../src/creditScore/creditScoreRules.js';
import type { ApiDependencies } from './apiDependencies.js';
import { createSandboxCreditBureau } from './creditBureau.js';
import { requireMembership } from './membershipGate.js';
import { sendPrivately } from './privateAnswer.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function registerCreditScoreRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;
  const bureau = dependencies.creditBureau ?? createSandboxCreditBureau();

  router.get('/credit_score', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    const today = clock.now();
    // Delivered payments are the ones in `payments` (docs/product.md#payment-states).
    const paid = await db
      .selectFrom('payments')
      .innerJoin('billers', 'billers.id', 'payments.biller_id')
      .select(['payments.id', 'payments.amount_cents', 'payments.paid_at', 'billers.name'])
      .where('payments.user_id', '=', session.userId)
      .where('payments.paid_at', '>', new Date(today.getTime() - YEAR_MS))
      .where('payments.paid_at', '<=', today)
      .orderBy('payments.paid_at', 'desc')
      .orderBy('payments.id', 'desc')
      .execute();
    const paidOnTimeDays = paid.map((payment) => payment.paid_at.toISOString().slice(0, 10));
    const report = await bureau.reportFor({ subjectId: session.userId, today, paidOnTimeDays });
    const score = report.monthlyScores.at(-1)?.score ?? 0;
    const recent = paid.slice(0, REPORTED_PAYMENTS_LISTED).map((payment): ReportedPayment => ({
      id: payment.id,
      biller_name: payment.name,
      amount_cents: payment.amount_cents,
      paid_on: payment.paid_at.toISOString().slice(0, 10),
    }));
    const answer: CreditScoreResponse = {
      score,
      band: creditBandOf(score),
      as_of: today.toISOString().slice(0, 10),
      history: report.monthlyScores,
      factors: rateCreditFactors(report.figures),
      on_time_payments: { count: paid.length, recent },
    };
    sendPrivately(response, answer);
  });
}
