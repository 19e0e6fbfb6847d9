// Environment: server
// Renewal billing (docs/product.md#membership-billing), run as jobs by the payment worker: on the
// last day of the paid period an active membership is charged for the next one (the plan chosen
// in Manage, if any); a declined charge starts the grace period, retried on its days 1, 3 and 7,
// and the last decline lapses it; a cancelled membership ends instead of renewing. Each step holds
// the membership's row lock and each attempt is unique, so any number of workers charge once.
import { sql, type Kysely, type Transaction } from 'kysely';
import { GRACE_RETRY_DAYS } from '../../src/membership/membershipPlans.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import { latestMembershipEventJoin, latestMembershipIsMember } from '../api/membershipGate.js';
import { calendarDayOf } from '../payments/bankingCalendar.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import { appendMembershipEvent } from './appendMembershipEvent.js';
import { chargeMembership } from './chargeMembership.js';
import { RENEW_MEMBERSHIP_JOB } from './membershipJobNames.js';
import { loadMembershipRecord, nextStepDay, renewalPlanOf, type MembershipRecord } from './membershipRecord.js';

export type RenewalDependencies = { db: Kysely<Database>; clock: Clock; rails: PaymentRails };

/** Queues the membership's next step for its day (committed with the caller's transaction). */
export async function scheduleNextStep(
  transaction: Transaction<Database>,
  clock: Clock,
  record: MembershipRecord,
): Promise<void> {
  const day = nextStepDay(record.state);
  if (day === null) return;
  await enqueueJob(transaction, clock, {
    name: RENEW_MEMBERSHIP_JOB,
    payload: { membershipId: record.id },
    singletonKey: String(record.id),
    runAfter: new Date(`${day}T00:00:00Z`),
  });
}

/** Most steps one run takes (a clock moved a long way ahead catches up period by period). */
const MAX_STEPS_PER_RUN = 40;

/**
 * Takes every step whose day has come; a membership another worker holds is skipped (it is
 * being renewed already). Answers the number of charges made.
 */
export async function renewMembership(
  { db, clock, rails }: RenewalDependencies,
  membershipId: number,
): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const locked = await sql<{ id: number }>`
      SELECT id FROM memberships WHERE id = ${membershipId} FOR UPDATE SKIP LOCKED`.execute(transaction);
    if (locked.rows.length === 0) return 0;
    const today = calendarDayOf(clock.now());
    let charges = 0;
    let record = await loadMembershipRecord(transaction, { membershipId });
    for (let step = 0; record && step < MAX_STEPS_PER_RUN; step += 1) {
      const { state } = record;
      const day = nextStepDay(state);
      if (day === null || day > today || state.paidThrough === null) break;
      if (state.status === 'cancelling') {
        await appendMembershipEvent(transaction, membershipId, 'ended', clock.now());
      } else {
        const attempt = state.status === 'grace' ? state.declinedAttempts : 0;
        const outcome = await chargeMembership(
          transaction,
          { clock, rails },
          {
            membershipId,
            userId: record.userId,
            plan: renewalPlanOf(state),
            instrumentId: state.instrumentId,
            periodStart: state.paidThrough,
            attempt,
          },
        );
        charges += 1;
        if (!outcome.succeeded && state.status === 'active') {
          await appendMembershipEvent(transaction, membershipId, 'grace_started', clock.now());
        } else if (!outcome.succeeded && attempt >= GRACE_RETRY_DAYS.length) {
          await appendMembershipEvent(transaction, membershipId, 'lapsed', clock.now());
        }
      }
      record = await loadMembershipRecord(transaction, { membershipId });
    }
    if (record) await scheduleNextStep(transaction, clock, record);
    return charges;
  });
}

/**
 * Memberships that may have a step due today: members whose paid period has ended (the renewal
 * decides what, if anything, is due). The sweep's list, as payments have theirs.
 */
export async function findDueMembershipIds(db: Kysely<Database>, clock: Clock): Promise<number[]> {
  const today = calendarDayOf(clock.now());
  const rows = await sql<{ id: number }>`
    SELECT m.id FROM memberships m
    ${latestMembershipEventJoin}
    WHERE ${latestMembershipIsMember}
      AND (SELECT max(c.period_end) FROM membership_charges c
           WHERE c.membership_id = m.id AND c.succeeded) <= ${today}::date
    ORDER BY m.id
    LIMIT 1000`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}
