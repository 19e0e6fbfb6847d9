// Environment: server
// A membership is its append-only events (migration 0160): this folds them into what it is now
// (docs/product.md#membership-states) and says what its next scheduled step is. The one reading
// of the events, for the API's answers, the gate and the renewal job alike.
import type { Kysely, Transaction } from 'kysely';
import {
  memberStatuses,
  type Membership,
  type MembershipCharge,
  type MembershipStatus,
} from '../../src/api/contracts/membershipContract.js';
import { GRACE_RETRY_DAYS, MEMBERSHIP_PLANS, type MembershipPlanId } from '../../src/membership/membershipPlans.js';
import type { Database, MembershipEventTable } from '../db/databaseSchema.js';
import { addCalendarDays } from '../payments/bankingCalendar.js';

type Db = Kysely<Database> | Transaction<Database>;

export type MembershipEvent = Pick<MembershipEventTable, 'kind' | 'plan' | 'payment_instrument_id' | 'charge_id'> & {
  id: number;
  at: Date;
};

export type ChargeRow = Omit<MembershipCharge, 'at'> & {
  at: Date;
  payment_instrument_id: number | null;
};

/** What the events say the membership is now. */
export type MembershipState = {
  status: MembershipStatus;
  plan: MembershipPlanId;
  nextPlan: MembershipPlanId | null;
  instrumentId: number | null;
  /** The end of the last paid period (the day the next one is charged); null before any. */
  paidThrough: string | null;
  /** Charge attempts declined for the period starting at paidThrough (grace retries so far). */
  declinedAttempts: number;
  lastDeclineReason: string | null;
};

export function foldMembershipEvents(
  events: readonly MembershipEvent[],
  charges: ReadonlyMap<number, ChargeRow>,
): MembershipState | undefined {
  let state: MembershipState | undefined;
  for (const event of events) {
    const charge = event.charge_id === null ? undefined : charges.get(event.charge_id);
    if (event.kind === 'enrolled') {
      state = {
        status: 'active',
        plan: event.plan ?? 'monthly',
        nextPlan: null,
        instrumentId: event.payment_instrument_id,
        paidThrough: null,
        declinedAttempts: 0,
        lastDeclineReason: null,
      };
      continue;
    }
    if (!state) continue;
    switch (event.kind) {
      case 'charged':
        if (charge) {
          state.plan = charge.plan;
          if (state.nextPlan === charge.plan) state.nextPlan = null;
          state.paidThrough = charge.period_end;
        }
        state.status = 'active';
        state.declinedAttempts = 0;
        state.lastDeclineReason = null;
        break;
      case 'charge_failed':
        state.declinedAttempts += 1;
        state.lastDeclineReason = charge?.decline_reason ?? null;
        break;
      case 'grace_started':
        state.status = 'grace';
        break;
      case 'lapsed':
        state.status = 'lapsed';
        break;
      case 'plan_switched':
        state.nextPlan = event.plan === state.plan ? null : event.plan;
        break;
      case 'instrument_changed':
        state.instrumentId = event.payment_instrument_id;
        break;
      case 'cancel_requested':
        state.status = 'cancelling';
        break;
      case 'cancel_undone':
        state.status = 'active';
        break;
      case 'ended':
        state.status = 'canceled';
        break;
    }
  }
  return state;
}

export function isMemberStatus(status: MembershipStatus | undefined): boolean {
  return status !== undefined && memberStatuses.includes(status);
}

/** The plan the next renewal charges: a switch chosen in Manage, else the current one. */
export function renewalPlanOf(state: MembershipState): MembershipPlanId {
  return state.nextPlan ?? state.plan;
}

/** The day of grace retry `attempt` (1, 2, 3) of a renewal declined on `renewalDay`. */
export function graceRetryDay(renewalDay: string, attempt: number): string | null {
  const days = GRACE_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : addCalendarDays(renewalDay, days);
}

/**
 * The day the renewal job has something to do, or null: a renewal (active), the end of a
 * cancelled period (cancelling), the next retry (grace). Lapsed and canceled wait for nobody.
 */
export function nextStepDay(state: MembershipState): string | null {
  if (state.paidThrough === null) return null;
  switch (state.status) {
    case 'active':
    case 'cancelling':
      return state.paidThrough;
    case 'grace':
      return graceRetryDay(state.paidThrough, state.declinedAttempts);
    default:
      return null;
  }
}

export type MembershipRecord = {
  id: number;
  userId: number;
  createdAt: Date;
  state: MembershipState;
  charges: ChargeRow[];
};

/** The user's membership folded from its events, or undefined before the first enrollment. */
export async function loadMembershipRecord(
  db: Db,
  where: { userId: number } | { membershipId: number },
): Promise<MembershipRecord | undefined> {
  const membership = await db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'created_at'])
    .$if('userId' in where, (query) => query.where('user_id', '=', 'userId' in where ? where.userId : 0))
    .$if('membershipId' in where, (query) => query.where('id', '=', 'membershipId' in where ? where.membershipId : 0))
    .executeTakeFirst();
  if (!membership) return undefined;
  const [events, charges] = await Promise.all([
    db
      .selectFrom('membership_events')
      .select(['id', 'kind', 'plan', 'payment_instrument_id', 'charge_id', 'at'])
      .where('membership_id', '=', membership.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('membership_charges')
      .select([
        'id',
        'receipt_number',
        'plan',
        'amount_cents',
        'payment_instrument_id',
        'method_kind',
        'instrument_last4',
        'period_start',
        'period_end',
        'attempt',
        'succeeded',
        'decline_reason',
        'at',
      ])
      .where('membership_id', '=', membership.id)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const chargesById = new Map(charges.map((charge) => [charge.id, charge]));
  const state = foldMembershipEvents(events, chargesById);
  if (!state) return undefined;
  return {
    id: membership.id,
    userId: membership.user_id,
    createdAt: membership.created_at,
    state,
    charges,
  };
}

/** The API's answer for a membership (`GET /membership`). */
export async function describeMembership(db: Db, record: MembershipRecord): Promise<Membership> {
  const { state } = record;
  const instrument =
    state.instrumentId === null
      ? undefined
      : await db
          .selectFrom('payment_instruments')
          .select(['id', 'kind', 'brand', 'nickname', 'last4', 'removed_at'])
          .where('id', '=', state.instrumentId)
          .executeTakeFirst();
  const renews = state.status === 'active' || state.status === 'grace';
  const renewalPlan = renewalPlanOf(state);
  const renewalDay = state.status === 'grace' ? nextStepDay(state) : state.paidThrough;
  const lapsesOn = state.paidThrough && graceRetryDay(state.paidThrough, GRACE_RETRY_DAYS.length);
  return {
    id: record.id,
    status: state.status,
    is_member: isMemberStatus(state.status),
    plan: state.plan,
    next_plan: state.nextPlan,
    member_since: record.createdAt.toISOString(),
    paid_through: state.paidThrough,
    next_renewal:
      renews && renewalDay
        ? {
            date: renewalDay,
            plan: renewalPlan,
            amount_cents: MEMBERSHIP_PLANS[renewalPlan].priceCents,
          }
        : null,
    instrument: instrument
      ? {
          id: instrument.id,
          kind: instrument.kind,
          brand: instrument.brand,
          nickname: instrument.nickname,
          last4: instrument.last4,
          removed: instrument.removed_at !== null,
        }
      : null,
    grace:
      state.status === 'grace' && state.paidThrough && lapsesOn
        ? {
            started_on: state.paidThrough,
            lapses_on: lapsesOn,
            next_retry_on: nextStepDay(state),
            decline_reason: state.lastDeclineReason,
          }
        : null,
    charges: record.charges.map(({ payment_instrument_id: _instrument, at, ...charge }) => ({
      ...charge,
      at: at.toISOString(),
    })),
  };
}
