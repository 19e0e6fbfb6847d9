// Environment: server
// The demo accounts' doxoPLUS memberships (demoUsers.ts; the README's account table), written as
// the product would have: an enrollment, its charges and their events. The demo user is an active
// annual member enrolled two months ago; `other` is in grace, its monthly renewal declined today
// by a sandbox card that declines charges, so every screen shows the grace notice until it lapses.
import type { Kysely } from 'kysely';
import { MEMBERSHIP_PLANS, periodEndOf } from '../../../src/membership/membershipPlans.js';
import type { Database } from '../databaseSchema.js';
import { addCalendarDays, calendarDayOf } from '../../payments/bankingCalendar.js';
import { membershipReceiptNumber } from '../../membership/chargeMembership.js';
import { RAILS_DECLINE_REASONS } from '../../payments/paymentRails.js';
import { sandboxDecliningToken } from '../../api/walletVault.js';
import { demoUsers } from './demoUsers.js';

export async function seedMemberships(db: Kysely<Database>, anchor: Date): Promise<void> {
  const today = calendarDayOf(anchor);
  for (const demo of demoUsers) {
    if (!demo.membership) continue;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.email)
      .executeTakeFirstOrThrow();
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
    await db
      .insertInto('membership_events')
      .values({
        membership_id: membership.id,
        kind: 'enrolled',
        plan,
        payment_instrument_id: instrument.id,
        charge_id: null,
        at: enrolledAt,
      })
      .execute();
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
      const row = await db
        .insertInto('membership_charges')
        .values({
          membership_id: membership.id,
          receipt_number: membershipReceiptNumber(membership.id, charge.periodStart, 0),
          plan,
          amount_cents: MEMBERSHIP_PLANS[plan].priceCents,
          payment_instrument_id: instrument.id,
          method_kind: instrument.kind,
          instrument_last4: instrument.last4,
          period_start: charge.periodStart,
          period_end: charge.periodEnd,
          attempt: 0,
          succeeded: charge.succeeded,
          decline_reason: charge.succeeded ? null : RAILS_DECLINE_REASONS.cardDeclined,
          at: charge.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('membership_events')
        .values({
          membership_id: membership.id,
          kind: charge.succeeded ? 'charged' : 'charge_failed',
          plan: null,
          payment_instrument_id: null,
          charge_id: row.id,
          at: charge.at,
        })
        .execute();
    }
    if (grace) {
      await db
        .insertInto('membership_events')
        .values({
          membership_id: membership.id,
          kind: 'grace_started',
          plan: null,
          payment_instrument_id: null,
          charge_id: null,
          at: new Date(anchor.getTime() + 1),
        })
        .execute();
    }
  }
}
