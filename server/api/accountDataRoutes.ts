// Environment: server
// "Download my data" (docs/product.md#downloading-your-data): everything the account holds, as
// one JSON file. A plain link asks for it (the cookie session is enough for a read), so it works
// without JavaScript. Payment methods appear as the wallet shows them: kind, brand, last four
// digits; the full numbers were never ours to give (docs/product.md#vault).
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { describeMembership, loadMembershipRecord } from '../membership/membershipRecord.js';
import { isoTimestamp, listBillPayments } from '../payments/billPaymentQueries.js';
import { listingsWithBillerAndType } from './accountDetails.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import { loadMe } from './userProfile.js';
import { instrumentColumns } from './walletRoutes.js';
import { findWidgetSettings } from './widgetSettingsRoutes.js';

/** Every payment of the account: an export is complete, not a page. */
const ALL_PAYMENTS = 1_000_000;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function exportAccountData(db: Kysely<Database>, userId: number, now: Date) {
  const me = await loadMe(db, userId);
  const bills = await listingsWithBillerAndType(db)
    .select([
      'listings.id',
      'billers.name as biller',
      'service_types.name as service_type',
      'listings.nickname',
      'listings.account_number_last4',
      'listings.balance_cents',
      'listings.minimum_due_cents',
      'listings.due_date',
      'listings.paperless',
      'listings.created_at',
      'listings.removed_at',
    ])
    .where('listings.user_id', '=', userId)
    .orderBy('listings.id')
    .execute();
  const wallet = await db
    .selectFrom('payment_instruments')
    .select([...instrumentColumns, 'removed_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const { list: payments } = await listBillPayments(db, { userId, limit: ALL_PAYMENTS });
  const events = await db
    .selectFrom('bill_payment_events as e')
    .innerJoin('bill_payments as p', 'p.id', 'e.payment_id')
    .select(['e.payment_id', 'e.status', 'e.reason', 'e.at'])
    .where('p.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
  const eventsOf = new Map<number, { status: string; reason: string | null; at: string }[]>();
  for (const event of events) {
    const list = eventsOf.get(Number(event.payment_id)) ?? [];
    list.push({ status: event.status, reason: event.reason, at: isoTimestamp(event.at) });
    eventsOf.set(Number(event.payment_id), list);
  }
  const autopay = await db
    .selectFrom('autopay_rules')
    .select([
      'listing_id',
      'payment_instrument_id',
      'amount_kind',
      'fixed_amount_cents',
      'days_before_due',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('listing_id')
    .execute();
  const widgets = await findWidgetSettings(db, userId);
  const membershipRecord = await loadMembershipRecord(db, { userId });
  return {
    exported_at: now.toISOString(),
    profile: {
      email: me.email,
      email_verified: me.email_verified,
      username: me.username,
      display_name: me.display_name,
      zip_code: me.location.zipcode,
      location: me.location,
      segment: me.user_segment,
      created_at: me.created_at,
      last_signed_in_at: me.last_signed_in_at,
    },
    bills: bills.map((bill) => ({
      ...bill,
      created_at: bill.created_at.toISOString(),
      removed_at: iso(bill.removed_at),
    })),
    wallet: wallet.map((instrument) => ({
      ...instrument,
      created_at: instrument.created_at.toISOString(),
      removed_at: iso(instrument.removed_at),
    })),
    payments: payments.map((payment) => ({ ...payment, events: eventsOf.get(payment.id) ?? [] })),
    settings: {
      autopay: autopay.map((rule) => ({
        ...rule,
        created_at: isoTimestamp(rule.created_at),
        updated_at: isoTimestamp(rule.updated_at),
      })),
      dashboard_widgets: widgets?.settings ?? null,
    },
    membership: membershipRecord ? await describeMembership(db, membershipRecord) : null,
  };
}

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>;

export function registerAccountDataRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;

  router.get('/users/me/export', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const data = await exportAccountData(db, session.userId, clock.now());
    const day = clock.now().toISOString().slice(0, 10);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="doxo-my-data-${day}.json"`);
    response.send(JSON.stringify(data, null, 2));
  });
}
