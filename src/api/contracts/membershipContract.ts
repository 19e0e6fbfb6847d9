// /membership (docs/product.md#doxoplus): the `subscriptions` and `enrollment` of the shared
// store's primary data source, as the API answers them. The one definition the API (server/api)
// builds and the micro-app (src/api, src/membership) reads. Amounts are integer cents, days
// `YYYY-MM-DD`.
import type { MembershipPlanId } from '../../membership/membershipPlans.js';
import type { PaymentInstrumentKind, WalletInstrument } from './walletContract.js';

export const membershipEventKinds = [
  'enrolled',
  'charged',
  'charge_failed',
  'grace_started',
  'lapsed',
  'plan_switched',
  'instrument_changed',
  'cancel_requested',
  'cancel_undone',
  'ended',
] as const;
export type MembershipEventKind = (typeof membershipEventKinds)[number];

/**
 * docs/product.md#membership-states: active, cancelling (benefits to the end of the paid period),
 * grace (a renewal was declined), lapsed (grace ran out), canceled (a cancel reached its end).
 */
export const membershipStatuses = ['active', 'cancelling', 'grace', 'lapsed', 'canceled'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** The statuses that carry the benefits (the `doxoplus` segment, no card fees, member screens). */
export const memberStatuses: readonly MembershipStatus[] = ['active', 'cancelling', 'grace'];

/** The code a member-only endpoint answers a non-member with (403). */
export const MEMBERSHIP_REQUIRED = 'membership_required';

/** The segment the container's userData carries for a member (docs/product.md#member-segment). */
export const MEMBER_SEGMENT = 'doxoplus';

/** The instrument the membership is charged to, named as the wallet names it. */
export type MembershipInstrument = Pick<WalletInstrument, 'kind' | 'brand' | 'last4'> & {
  id: number | null;
  nickname: string | null;
  /** Removed from the wallet since: the next renewal cannot be charged to it. */
  removed: boolean;
};

/** One attempt to charge the membership: a receipt when it succeeded. */
export type MembershipCharge = {
  id: number;
  receipt_number: string;
  plan: MembershipPlanId;
  amount_cents: number;
  method_kind: PaymentInstrumentKind;
  instrument_last4: string;
  period_start: string;
  period_end: string;
  attempt: number;
  succeeded: boolean;
  decline_reason: string | null;
  at: string;
};

export type MembershipGrace = {
  /** The renewal day that was declined. */
  started_on: string;
  /** The last retry's day: declined again, the membership lapses. */
  lapses_on: string;
  next_retry_on: string | null;
  decline_reason: string | null;
};

export type Membership = {
  id: number;
  status: MembershipStatus;
  /** Whether the benefits apply now (active, cancelling or in grace). */
  is_member: boolean;
  plan: MembershipPlanId;
  /** A switch chosen in Manage: it takes effect at the next renewal. */
  next_plan: MembershipPlanId | null;
  member_since: string;
  /** The paid period ends (and the next one is charged) on this day. */
  paid_through: string | null;
  /** Null unless the membership will renew (cancelling, lapsed or canceled: none). */
  next_renewal: { date: string; plan: MembershipPlanId; amount_cents: number } | null;
  instrument: MembershipInstrument | null;
  grace: MembershipGrace | null;
  charges: MembershipCharge[];
};

/** GET /membership: the user's membership (null before the first enrollment) and the server's day. */
export type MembershipResponse = { membership: Membership | null; today: string };

/** GET /membership/quote?plan: what enrolling today costs and when it renews. */
export type MembershipQuote = {
  plan: MembershipPlanId;
  amount_cents: number;
  first_charge_date: string;
  renews_on: string;
};

/** POST /membership (Idempotency-Key required). */
export type EnrollRequest = { plan: MembershipPlanId; payment_instrument_id: number };

/** PATCH /membership: switch plan at the next renewal, or change the instrument charged. */
export type MembershipChanges = { plan?: MembershipPlanId; payment_instrument_id?: number };

/** GET /membership/charges/{id}: one charge's receipt. */
export type MembershipChargeResponse = { charge: MembershipCharge };
