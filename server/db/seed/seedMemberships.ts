// Environment: server
// The demo accounts' doxoPLUS memberships (demoUsers.ts; the README's account table), written as
// the product would have: an enrollment, its charges and their events. The demo user is an active
// annual member enrolled two months ago; `other` is in grace, its monthly renewal declined today
// by a sandbox card that declines charges, so every screen shows the grace notice until it lapses.
import type { Kysely } from 'kysely';
import { periodEndOf } from '../../../src/membership/membershipPlans.js';
import type { Database } from '../databaseSchema.js';
import { addCalendarDays, calendarDayOf } from '../../payments/bankingCalendar.js';
import { appendMembershipEvent } from '../../membership/appendMembershipEvent.js';
import { recordMembershipCharge } from '../../membership/chargeMembership.js';
import { RAILS_DECLINE_REASONS } from '../../payments/paymentRails.js';
import { sandboxDecliningToken } from '../../api/walletVault.js';
import { demoUsers } from './demoUsers.js';

export async function seedMemberships(db: Kysely<Database>, anchor: Date): Promise<void> {
  const today = calendarDayOf(anchor);
  for (const demo of demoUsers) {
    if (!demo.membership) continue;
    const user = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow();
    const card = await db
      .selectFrom('payment_instruments')
      .select(['id', 'kind', 'last4', 'expiry_month', 'expiry_year'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'debit_card')
      .executeTakeFirstOrThrow();
    const grace = demo.membership === 'grace_monthly';
    const plan = grace ? 'monthly' : 'annual';
    // The grace member's renewal is charged to a sandbox card that declines every charge.
    const instrument = grace
      ? await db
          .insertInto('payment_instruments')
          .values({
            user_id: user.id,
            kind: 'debit_card',
            last4: '0341',
            nickname: 'Sandbox Visa (declines charges)',
            brand: 'Visa',
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
            token: sandboxDecliningToken('seeded'),
          })
          .returning(['id', 'kind', 'last4'])
          .executeTakeFirstOrThrow()
      : card;
    const enrolledOn = grace ? addCalendarDays(today, -30) : addCalendarDays(today, -60);
    const enrolledAt = new Date(`${enrolledOn}T15:00:00Z`);
    const membership = await db
      .insertInto('memberships')
      .values({ user_id: user.id, created_at: enrolledAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendMembershipEvent(db, membership.id, 'enrolled', enrolledAt, {
      plan,
      instrumentId: instrument.id,
    });
    const charges = [
      {
        periodStart: enrolledOn,
        // The grace member's first month ended today.
        periodEnd: grace ? today : periodEndOf(plan, enrolledOn),
        at: enrolledAt,
        succeeded: true,
      },
      ...(grace
        ? [
            {
              periodStart: today,
              periodEnd: periodEndOf(plan, today),
              at: anchor,
              succeeded: false,
            },
          ]
        : []),
    ];
    for (const charge of charges) {
      await recordMembershipCharge(db, {
        membershipId: membership.id,
        plan,
        instrument,
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        attempt: 0,
        declineReason: charge.succeeded ? null : RAILS_DECLINE_REASONS.cardDeclined,
        at: charge.at,
      });
    }
    if (grace) {
      await appendMembershipEvent(db, membership.id, 'grace_started', new Date(anchor.getTime() + 1));
    }
  }
}
