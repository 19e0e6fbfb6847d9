// Environment: server and browser
// The business constants of doxoPLUS, in one place (docs/product.md#doxoplus-plans): the plans,
// their prices and lengths, the grace period and its retries. The server charges with them; the
// browser shows the same figures (through src/ui/formatters.ts) before the user confirms.
// Amounts are integer cents.

export const membershipPlanIds = ['monthly', 'annual'] as const;
export type MembershipPlanId = (typeof membershipPlanIds)[number];

export type MembershipPlan = {
  id: MembershipPlanId;
  name: string;
  /** What one period costs, in cents. */
  priceCents: number;
  /** How long one paid period lasts, in calendar months. */
  periodMonths: number;
  /** "month" or "year": how the price reads ("$5.99 a month"). */
  per: 'month' | 'year';
};

export const MEMBERSHIP_PLANS: Readonly<Record<MembershipPlanId, MembershipPlan>> = {
  monthly: { id: 'monthly', name: 'Monthly', priceCents: 599, periodMonths: 1, per: 'month' },
  // Two months free against paying monthly (12 × $5.99 = $71.88).
  annual: { id: 'annual', name: 'Annual', priceCents: 5_988, periodMonths: 12, per: 'year' },
};

/** A declined renewal leaves the member this many days of benefits before the membership lapses. */
export const GRACE_PERIOD_DAYS = 7;
/** Days after the declined renewal on which it is tried again; the last failure lapses it. */
export const GRACE_RETRY_DAYS: readonly number[] = [1, 3, 7];

export function isMembershipPlanId(value: unknown): value is MembershipPlanId {
  return typeof value === 'string' && (membershipPlanIds as readonly string[]).includes(value);
}

/**
 * The calendar day (`YYYY-MM-DD`, UTC) `months` after `day`, on the same day of the month, or
 * the month's last day when it has fewer days (Jan 31 + 1 month → Feb 28), as card networks
 * bill subscriptions.
 */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) {
    throw new Error(`Not a calendar day: ${day}`);
  }
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfTarget = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date, lastOfTarget));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** The day a period that starts on `start` ends (and the next one is charged). */
export function periodEndOf(plan: MembershipPlanId, start: string): string {
  return addCalendarMonths(start, MEMBERSHIP_PLANS[plan].periodMonths);
}

/**
 * What a fee on a card payment becomes for a member: nothing (docs/product.md#member-fees).
 * The one rule the quote, the create and the review's struck-through figure read.
 */
export function memberFeeCents(nonMemberFeeCents: number, isMember: boolean): number {
  return isMember ? 0 : nonMemberFeeCents;
}
