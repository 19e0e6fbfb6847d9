import { isMembershipPlanId, type MembershipPlanId } from './membershipPlans.js';

// Enrollment's steps live in the URL (docs/product.md#enrollment): `plan`, then
// `payment_instrument`; what the URL holds decides the screen, so reload and Back keep it.

export const enrollmentSteps = ['plan', 'instrument', 'review'] as const;
export type EnrollmentStep = (typeof enrollmentSteps)[number];

export const enrollmentStepTitles: Readonly<Record<EnrollmentStep, string>> = {
  plan: 'Choose a plan',
  instrument: 'Payment method',
  review: 'Review and enroll',
};

export type EnrollmentFlow = {
  step: EnrollmentStep;
  plan: MembershipPlanId | null;
  instrumentId: number | null;
};

/** The step a URL's query names; an unknown plan or a malformed id starts that step again. */
export function readEnrollmentFlow(parameters: URLSearchParams): EnrollmentFlow {
  const planText = parameters.get('plan');
  const plan = isMembershipPlanId(planText) ? planText : null;
  const instrumentText = parameters.get('payment_instrument') ?? '';
  const instrumentId = /^[1-9]\d{0,9}$/.test(instrumentText) ? Number(instrumentText) : null;
  if (plan === null) return { step: 'plan', plan: null, instrumentId: null };
  if (instrumentId === null) return { step: 'instrument', plan, instrumentId: null };
  return { step: 'review', plan, instrumentId };
}
