// A month of autopay for many bills on PostgreSQL with two workers (`npm run bench:payments`,
// docs/performance.md): every bill has a statement due in December 2026 (weekends and Christmas
// included) and an autopay rule by bank account, debit or credit card with a margin of 1 to 5
// days. Each day of the month, at 15:00 UTC, both workers run the autopay scheduler at the same
// time, then work the payment jobs (send, deliver). At the end every statement must be paid
// exactly once and delivered on or before its due date; the figures and the time are printed.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestDatabasePlace } from '../server/api/testing/startTestApi.js';
import { createManualClock } from '../server/clock.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { seedDatabase } from '../server/db/seed/seedDatabase.js';
import { ensureRecurringPaymentJobs, startPaymentWorker } from '../server/jobs/paymentJobs.js';
import { runAutopayScheduler } from '../server/payments/autopayScheduler.js';
import { addCalendarDays } from '../server/payments/bankingCalendar.js';
import { createSandboxPaymentRails } from '../server/payments/paymentRails.js';

export type AutopayMonthFigures = {
  bills: number;
  statementsPaidOnce: number;
  paidTwice: number;
  unpaid: number;
  deliveredLate: number;
  delivered: number;
  seconds: number;
};

export async function benchAutopayMonth(bills: number): Promise<AutopayMonthFigures> {
  const place = await createTestDatabasePlace('postgres');
  const first = await openDatabase(place.location);
  await migrate(first);
  await seedDatabase(first.db, 'small');
  const second = await openDatabase(place.location);
  const db = first.db;
  try {
    // Only the bench's rules: the seed's own would add payments of their own.
    await db.deleteFrom('autopay_rules').execute();
    await sql`
      INSERT INTO payment_instruments (user_id, kind, last4, nickname, expiry_month, expiry_year)
      SELECT u.id, k.kind, '4242', 'Bench ' || k.kind,
             CASE WHEN k.kind = 'bank_account' THEN NULL ELSE 12 END,
             CASE WHEN k.kind = 'bank_account' THEN NULL ELSE 2030 END
      FROM users u
      CROSS JOIN (VALUES ('bank_account'), ('debit_card'), ('credit_card')) AS k (kind)`.execute(db);
    // Bills spread over the users, due on every day of December 2026, with a rule each.
    await sql`
      WITH template AS (SELECT biller_id, service_type_id FROM listings ORDER BY id LIMIT 1),
      people AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::integer AS n FROM users),
      made AS (
        INSERT INTO listings
          (user_id, biller_id, service_type_id, account_number_last4, balance_cents, due_date,
           created_at)
        SELECT people.ids[1 + g % people.n], template.biller_id, template.service_type_id,
               lpad((g % 10000)::text, 4, '0'), 2000 + (g * 37) % 20000,
               date '2026-12-01' + (g % 31), timestamptz '2026-10-01T00:00:00Z'
        FROM generate_series(1, ${bills}::integer) AS g, template, people
        RETURNING id, user_id
      )
      INSERT INTO autopay_rules
        (listing_id, user_id, payment_instrument_id, amount_kind, days_before_due, created_at,
         updated_at)
      SELECT made.id, made.user_id, i.id, 'statement_balance', 1 + made.id % 5,
             timestamptz '2026-10-01T00:00:00Z', timestamptz '2026-10-01T00:00:00Z'
      FROM made
      JOIN payment_instruments i ON i.user_id = made.user_id AND i.nickname = 'Bench ' ||
        (ARRAY['bank_account', 'debit_card', 'credit_card'])[1 + made.id % 3]`.execute(db);
    await sql`ANALYZE listings, autopay_rules, payment_instruments`.execute(db);

    const clock = createManualClock('2026-11-15T15:00:00Z');
    const rails = createSandboxPaymentRails();
    const workers = [first, second].map((handle) =>
      startPaymentWorker({ db: handle.db, clock, rails, log: () => {} }, { poll: false }),
    );
    const started = performance.now();
    for (let day = '2026-11-15'; day <= '2027-01-02'; day = addCalendarDays(day, 1)) {
      clock.set(`${day}T15:00:00Z`);
      const t0 = performance.now();
      // Both workers run the scheduler at once, as two processes' jobs may.
      await Promise.all([runAutopayScheduler(first.db, clock), runAutopayScheduler(second.db, clock)]);
      const t1 = performance.now();
      await ensureRecurringPaymentJobs(db, clock);
      const jobs = await Promise.all(workers.map((worker) => worker.drain()));
      if (process.env.BENCH_TRACE) {
        console.log(day, Math.round(t1 - t0), Math.round(performance.now() - t1), jobs);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((worker) => worker.stop()));

    const figures = await sql<{
      paid_once: string;
      paid_twice: string;
      unpaid: string;
      late: string;
      delivered: string;
    }>`
      WITH per_bill AS (
        SELECT r.listing_id, l.due_date, count(p.id) AS payments,
               count(*) FILTER (WHERE p.delivery_date > l.due_date) AS late,
               count(*) FILTER (WHERE latest.status = 'delivered') AS delivered
        FROM autopay_rules r
        JOIN listings l ON l.id = r.listing_id
        LEFT JOIN bill_payments p ON p.listing_id = r.listing_id AND p.autopay
        LEFT JOIN LATERAL (
          SELECT status FROM bill_payment_events e
          WHERE e.payment_id = p.id ORDER BY e.id DESC LIMIT 1
        ) latest ON true
        GROUP BY r.listing_id, l.due_date
      )
      SELECT count(*) FILTER (WHERE payments = 1) AS paid_once,
             count(*) FILTER (WHERE payments > 1) AS paid_twice,
             count(*) FILTER (WHERE payments = 0) AS unpaid,
             sum(late) AS late,
             sum(delivered) AS delivered
      FROM per_bill`.execute(db);
    const row = figures.rows[0];
    return {
      bills,
      statementsPaidOnce: Number(row?.paid_once ?? 0),
      paidTwice: Number(row?.paid_twice ?? 0),
      unpaid: Number(row?.unpaid ?? 0),
      deliveredLate: Number(row?.late ?? 0),
      delivered: Number(row?.delivered ?? 0),
      seconds,
    };
  } finally {
    await second.close();
    await first.close();
    await place.dispose();
  }
}
