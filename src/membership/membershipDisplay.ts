import type { MembershipStatus } from '../api/contracts/membershipContract.js';
import type { BadgeTone } from '../ui/Badge.js';
import { formatCents } from '../ui/formatters.js';
import { MEMBERSHIP_PLANS, type MembershipPlanId } from './membershipPlans.js';

// How doxoPLUS's plans and statuses read, in one place for every membership screen.

/** "$5.99 a month", "$59.88 a year". */
export function planPrice(plan: MembershipPlanId): string {
  const { priceCents, per } = MEMBERSHIP_PLANS[plan];
  return `${formatCents(priceCents)} a ${per}`;
}

export const membershipStatusLabels: Readonly<Record<MembershipStatus, { label: string; tone: BadgeTone }>> = {
  active: { label: 'Active', tone: 'success' },
  cancelling: { label: 'Cancelling', tone: 'warning' },
  grace: { label: 'In grace period', tone: 'danger' },
  lapsed: { label: 'Lapsed', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/** What members get (docs/product.md#doxoplus): the offer and the overview both list it. */
export const memberBenefits = [
  {
    icon: 'credit-card',
    name: 'No fee on card payments',
    detail: 'Pay any bill by card for free.',
  },
  {
    icon: 'shield-check',
    name: 'Identity protection',
    detail: 'Monitoring and alerts for your email, phone and cards.',
  },
  { icon: 'gauge', name: 'Credit score', detail: 'Your score each month and what moves it.' },
  {
    icon: 'piggy-bank',
    name: 'Savings',
    detail: 'What you pay against your neighbours, and where to pay less.',
  },
] as const;
