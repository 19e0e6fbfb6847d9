// Part of `npm run bench:payments`: doxoPLUS renewal throughput
// (docs/product.md#membership-billing) on PostgreSQL with two workers, each holding a connection
// pool of its own as two `npm run worker` processes would. BENCH_RENEWALS members (default 1,000)
// enroll on the monthly plan through the product's own enrollment; the clock moves to their renewal
// day; the two workers drain the renewal jobs side by side. Prints memberships renewed per second,
// and fails unless every membership was charged exactly once (one rails submission, one successful
// charge). Needs TEST_DATABASE_URL (the script `bench:payments` sets the local default).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createManualClock } from '../server/clock.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { seedDatabase } from '../server/db/seed/seedDatabase.js';
import { createTestDatabasePlace } from '../server/api/testing/startTestApi.js';
import { startPaymentWorker } from '../server/jobs/paymentJobs.js';
import { enrollMembership } from '../server/membership/enrollMembership.js';
import { createSandboxPaymentRails, type PaymentRails } from '../server/payments/paymentRails.js';

const count = Number(process.env.BENCH_RENEWALS ?? 1_000);
if (!process.env.TEST_DATABASE_URL) {
  console.log('renewals: skipped (set TEST_DATABASE_URL to a PostgreSQL database)');
  process.exit(0);
}

const place = await createTestDatabasePlace('postgres');
const first = await openDatabase(place.location);
await migrate(first);
await seedDatabase(first.db, 'small');
const second = await openDatabase(place.location);
try {
  // Enrolled on Jan 15: every membership renews on Feb 15.
  const clock = createManualClock('2027-01-15T12:00:00Z');
  const users = await sql<{ id: number }>`
    INSERT INTO users (email, username, password_hash, segment, zip_code, location_hierarchy,
                       created_at)
    SELECT 'renewal-bench-' || n || '@example.test', 'renewal-bench-' || n, NULL, 'free',
           '98101', '/usa/wa', ${clock.now()}
    FROM generate_series(1, ${count}) AS n
    RETURNING id`.execute(first.db);
  const instruments = await first.db
    .insertInto('payment_instruments')
    .values(
      users.rows.map((user) => ({
        user_id: Number(user.id),
        kind: 'debit_card' as const,
        last4: '4242',
        nickname: 'Bench card',
        expiry_month: 12,
        expiry_year: 2031,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const enrollmentRails = createSandboxPaymentRails();
  for (const instrument of instruments) {
    await first.db
      .transaction()
      .execute((transaction) =>
        enrollMembership(
          transaction,
          { clock, rails: enrollmentRails },
          { userId: instrument.user_id, plan: 'monthly', instrumentId: instrument.id },
        ),
      );
  }
  clock.set('2027-02-15T00:30:00Z');

  const submitted: string[] = [];
  const rails = createSandboxPaymentRails();
  const recording: PaymentRails = {
    submit(payment) {
      submitted.push(payment.confirmationNumber);
      return rails.submit(payment);
    },
  };
  const workers = [first, second].map((handle) =>
    startPaymentWorker({ db: handle.db, clock, rails: recording, log: () => {} }, { poll: false }),
  );
  const started = performance.now();
  await Promise.all(workers.map((worker) => worker.drain()));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((worker) => worker.stop()));

  const renewals = await sql<{ membership_id: number; charges: number }>`
    SELECT membership_id, count(*)::int AS charges FROM membership_charges
    WHERE period_start = '2027-02-15' AND succeeded GROUP BY membership_id`.execute(first.db);
  const chargedOnce = renewals.rows.filter((row) => row.charges === 1).length;
  const once =
    renewals.rows.length === count &&
    chargedOnce === count &&
    submitted.length === count &&
    new Set(submitted).size === count;
  console.log(
    `postgres: renewals with two workers ${(count / seconds).toFixed(0)} memberships/s (${count} renewed in ${seconds.toFixed(2)} s); ${submitted.length} rails submissions, ${chargedOnce} memberships charged exactly once${once ? '' : ' — NOT each exactly once'}`,
  );
  if (!once) process.exitCode = 1;
} finally {
  await second.close();
  await first.close();
  await place.dispose();
}
