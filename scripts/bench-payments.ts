// `npm run bench:payments` (issue 13): p50/p95 of creating a payment (the API's create, under an
// idempotency key, in its transaction) and the worker's throughput (payments moved to sent per
// second) on PGlite in memory and, with TEST_DATABASE_URL, on PostgreSQL. Small seed; prints
// figures only. BENCH_PAYMENTS sets how many payments each engine makes (default 300).
import { performance } from 'node:perf_hooks';
import { createManualClock } from '../server/clock.js';
import { openTestDatabase, testEngines } from '../server/api/testing/startTestApi.js';
import { startPaymentWorker } from '../server/jobs/paymentJobs.js';
import { createBillPayment } from '../server/payments/createBillPayment.js';
import { createSandboxPaymentRails } from '../server/payments/paymentRails.js';

const count = Number(process.env.BENCH_PAYMENTS ?? 300);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

for (const engine of testEngines) {
  const database = await openTestDatabase(engine);
  const { db } = database.handle;
  // A Monday: payments made by debit card are sent the same day.
  const clock = createManualClock('2026-11-23T15:00:00Z');
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'demo@doxo.test')
    .executeTakeFirstOrThrow();
  const listing = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const instrument = await db
    .insertInto('payment_instruments')
    .values({ user_id: user.id, kind: 'debit_card', last4: '4242', nickname: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const timings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await db.transaction().execute((transaction) =>
      createBillPayment(transaction, clock, {
        userId: user.id,
        listingId: listing.id,
        instrumentId: instrument.id,
        amountCents: 1_000 + index,
        idempotencyKey: `bench-${index}`,
      }),
    );
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const worker = startPaymentWorker(
    { db, clock, rails: createSandboxPaymentRails(), log: () => {} },
    { poll: false },
  );
  const started = performance.now();
  const jobs = await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  console.log(
    `${engine}: create p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms (${count} payments); worker ${(jobs / seconds).toFixed(0)} payments/s (${jobs} jobs in ${seconds.toFixed(2)} s)`,
  );
  await database.close();
}
