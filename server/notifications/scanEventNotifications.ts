// Environment: server
// Notifications from the append-only events others write (docs/product.md#notification-kinds): a
// payment delivered or failed, a doxoPLUS renewal, declined charge or lapse. The scan reads each
// event table from its cursor, so the code that appends events stays as it is. A transaction that
// took its event id earlier can commit after a later one, so the cursor stays behind events
// younger than SETTLE_MS and those are read again; the unique event key keeps each notification
// single.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import {
  membershipChargeFailedNotice,
  membershipLapsedNotice,
  membershipRenewedNotice,
  paymentDeliveredNotice,
  paymentFailedNotice,
} from './notificationMessages.js';
import { recordNotification, type NotificationContext, type NotificationDraft } from './recordNotification.js';

/** Events this young are read again by the next scan (their neighbours may still commit). */
export const SETTLE_MS = 5 * 60 * 1000;
/** Older events are not told about (a worker stopped for days; the seed's history). */
export const EVENT_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Events read per query. */
const BATCH = 500;

export type ScanDependencies = NotificationContext & { db: Kysely<Database> };

/** An event read, with its notification (null: this event is not told about). */
type ScannedEvent = { id: number; at: Date; draft: NotificationDraft | null };

async function scanSource(
  { db, clock, publicOrigin }: ScanDependencies,
  source: 'bill_payment_events' | 'membership_events',
  read: (afterId: number, since: Date) => Promise<ScannedEvent[]>,
): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - EVENT_HORIZON_MS);
  const settled = now.getTime() - SETTLE_MS;
  const start = await db
    .selectFrom('notification_cursors')
    .select('last_event_id')
    .where('source', '=', source)
    .executeTakeFirst();
  let afterId = Number(start?.last_event_id ?? 0);
  let cursor = afterId;
  let settling = false;
  let made = 0;
  for (;;) {
    const events = await read(afterId, since);
    for (const event of events) {
      const { draft } = event;
      if (draft) {
        const created = await db
          .transaction()
          .execute((transaction) => recordNotification(transaction, { clock, publicOrigin }, draft));
        if (created) made += 1;
      }
      // The cursor passes only events old enough that none before them can still appear.
      if (event.at.getTime() >= settled) settling = true;
      if (!settling) cursor = event.id;
    }
    if (events.length < BATCH) break;
    afterId = events[events.length - 1]?.id ?? afterId;
  }
  await db
    .updateTable('notification_cursors')
    .set({ last_event_id: sql<number>`greatest(last_event_id, ${cursor})` })
    .where('source', '=', source)
    .execute();
  return made;
}

export function notifyPaymentEvents(dependencies: ScanDependencies): Promise<number> {
  return scanSource(dependencies, 'bill_payment_events', async (afterId, since) => {
    const rows = await dependencies.db
      .selectFrom('bill_payment_events as e')
      .innerJoin('bill_payments as p', 'p.id', 'e.payment_id')
      .innerJoin('listings as l', 'l.id', 'p.listing_id')
      .innerJoin('billers as b', 'b.id', 'l.biller_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'e.id',
        'e.status',
        'e.reason',
        'e.at',
        'p.id as payment_id',
        'p.user_id',
        'p.amount_cents',
        sql<string>`coalesce(l.nickname, b.name)`.as('bill_name'),
      ])
      .where('e.id', '>', afterId)
      .where('e.status', 'in', ['delivered', 'failed'])
      .where('e.at', '>=', since)
      // Only accounts people sign in to (docs/product.md#notification-kinds).
      .where('u.password_hash', 'is not', null)
      .orderBy('e.id')
      .limit(BATCH)
      .execute();
    return rows.map((row) => {
      const payment = {
        paymentId: Number(row.payment_id),
        billName: row.bill_name,
        amountCents: row.amount_cents,
      };
      const notice =
        row.status === 'delivered'
          ? paymentDeliveredNotice(payment)
          : paymentFailedNotice({ ...payment, reason: row.reason });
      return {
        id: Number(row.id),
        at: new Date(row.at),
        draft: { ...notice, userId: row.user_id },
      };
    });
  });
}

export function notifyMembershipEvents(dependencies: ScanDependencies): Promise<number> {
  return scanSource(dependencies, 'membership_events', async (afterId, since) => {
    const rows = await sql<{
      id: number;
      kind: 'charged' | 'charge_failed' | 'lapsed';
      at: Date;
      user_id: number;
      previous_kind: string | null;
      amount_cents: number | null;
      period_end: string | null;
      decline_reason: string | null;
    }>`
      SELECT e.id, e.kind, e.at, m.user_id, previous.kind AS previous_kind,
             c.amount_cents, c.period_end, c.decline_reason
      FROM membership_events e
      JOIN memberships m ON m.id = e.membership_id
      JOIN users u ON u.id = m.user_id AND u.password_hash IS NOT NULL
      LEFT JOIN membership_charges c ON c.id = e.charge_id
      LEFT JOIN LATERAL (
        SELECT kind FROM membership_events earlier
        WHERE earlier.membership_id = e.membership_id AND earlier.id < e.id
        ORDER BY earlier.id DESC LIMIT 1
      ) previous ON true
      WHERE e.id > ${afterId} AND e.at >= ${since}
        AND e.kind IN ('charged', 'charge_failed', 'lapsed')
      ORDER BY e.id
      LIMIT ${BATCH}`.execute(dependencies.db);
    const scanned: ScannedEvent[] = [];
    for (const row of rows.rows) {
      const eventId = Number(row.id);
      let notice;
      if (row.kind === 'lapsed') {
        notice = membershipLapsedNotice({ eventId });
      } else if (row.kind === 'charge_failed') {
        notice = membershipChargeFailedNotice({
          eventId,
          amountCents: row.amount_cents ?? 0,
          reason: row.decline_reason,
        });
      } else if (row.previous_kind === 'enrolled') {
        // The first period's charge, taken while enrolling: the person was there to see it.
        notice = null;
      } else {
        notice = membershipRenewedNotice({
          eventId,
          amountCents: row.amount_cents ?? 0,
          periodEnd: row.period_end ?? '',
        });
      }
      scanned.push({
        id: eventId,
        at: new Date(row.at),
        draft: notice ? { ...notice, userId: row.user_id } : null,
      });
    }
    return scanned;
  });
}
