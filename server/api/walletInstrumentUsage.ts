// Environment: server
// What still relies on a payment instrument (issue 13 § Wallet: removing one that a scheduled
// payment or an autopay rule uses asks what to do, never silently breaks them). The wallet asks
// here before removing; payments and autopay add their uses to this one function. Each use can
// be moved or ended through its own endpoint: PUT /autopay/{listing} with another instrument,
// DELETE /autopay/{listing}, POST /payments/{id}/cancel.
import { sql, type Kysely } from 'kysely';
import type { InstrumentUse } from '../../src/api/contracts/walletContract.js';
import type { Database } from '../db/databaseSchema.js';

export async function instrumentUsage(
  db: Kysely<Database>,
  instrumentId: number,
): Promise<InstrumentUse[]> {
  const [payments, rules] = await Promise.all([
    sql<{ id: number; biller_name: string; delivery_date: string }>`
      SELECT p.id, b.name AS biller_name, p.delivery_date::text AS delivery_date
      FROM bill_payments p
      JOIN listings l ON l.id = p.listing_id
      JOIN billers b ON b.id = l.biller_id
      CROSS JOIN LATERAL (
        SELECT status FROM bill_payment_events e WHERE e.payment_id = p.id
        ORDER BY e.id DESC LIMIT 1
      ) latest
      WHERE p.payment_instrument_id = ${instrumentId} AND latest.status = 'scheduled'
      ORDER BY p.delivery_date`.execute(db),
    db
      .selectFrom('autopay_rules as r')
      .innerJoin('listings', 'listings.id', 'r.listing_id')
      .innerJoin('billers', 'billers.id', 'listings.biller_id')
      .select(['r.listing_id', 'billers.name as biller_name'])
      .where('r.payment_instrument_id', '=', instrumentId)
      .execute(),
  ]);
  return [
    ...payments.rows.map((payment): InstrumentUse => ({
      kind: 'scheduled_payment',
      id: Number(payment.id),
      label: `the scheduled payment to ${payment.biller_name} on ${payment.delivery_date}`,
    })),
    ...rules.map((rule): InstrumentUse => ({
      kind: 'autopay',
      id: rule.listing_id,
      label: `autopay for ${rule.biller_name}`,
    })),
  ];
}
