// `npm run bench:payments` (docs/product.md#payment-states): p50/p95 of creating a payment and the
// worker's throughput (payments moved to sent per second) on PGlite in memory and, with
// TEST_DATABASE_URL, on PostgreSQL. Small seed; prints figures only. BENCH_PAYMENTS sets how many
// payments each engine makes (default 300).
//
// A create is timed as a client sees it: POST /api/payments over HTTP to the real API (session,
// Bearer token, Idempotency-Key claimed in the create's transaction, ownership checks,
// the server's quote and delivery-date check, the payment, its first event and its job), one
// after another. The worker then moves them all: processing, the sandbox rails, sent.
//
// Then, on PostgreSQL, a month of autopay for BENCH_AUTOPAY_BILLS bills (default 10,000) with two
// workers (scripts/bench-autopayMonth.ts): each statement paid once, none delivered after its due
// date, and the time it took.
import { performance } from 'node:perf_hooks';
import { createManualClock } from '../server/clock.js';
import { bearer, openTestDatabase, signIn, startTestApi, testEngines } from '../server/api/testing/startTestApi.js';
import { startPaymentWorker } from '../server/jobs/paymentJobs.js';
import { createSandboxPaymentRails } from '../server/payments/paymentRails.js';
import { benchAutopayMonth } from './bench-autopayMonth.js';

const count = Number(process.env.BENCH_PAYMENTS ?? 300);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

for (const engine of testEngines) {
  const database = await openTestDatabase(engine);
  const { db } = database.handle;
  // A Monday: payments made by debit card are sent the same day.
  const clock = createManualClock('2026-11-23T15:00:00Z');
  const api = await startTestApi(database, {}, clock);
  const demo = await signIn(api, 'demo@doxo.test');
  const listing = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', demo.userId)
    .executeTakeFirstOrThrow();
  const instrument = await db
    .insertInto('payment_instruments')
    .values({ user_id: demo.userId, kind: 'debit_card', last4: '4242', nickname: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const timings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await api.send(
      'POST',
      '/payments',
      {
        listing_id: listing.id,
        payment_instrument_id: instrument.id,
        amount_cents: 1_000 + index,
        // Many payments to one bill on purpose: each says so past the duplicate guard.
        confirm_duplicate: true,
      },
      { ...bearer(demo), 'idempotency-key': `bench-${engine}-${index}` },
    );
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  await api.close();
  const worker = startPaymentWorker({ db, clock, rails: createSandboxPaymentRails(), log: () => {} }, { poll: false });
  const started = performance.now();
  const jobs = await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  console.log(
    `${engine}: create (POST /api/payments) p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms (${count} payments); worker ${(jobs / seconds).toFixed(0)} payments/s (${jobs} jobs in ${seconds.toFixed(2)} s)`,
  );
  await database.close();
}

if (testEngines.includes('postgres')) {
  const month = await benchAutopayMonth(Number(process.env.BENCH_AUTOPAY_BILLS ?? 10_000));
  console.log(
    `postgres, two workers: a month of autopay for ${month.bills} bills (due every day of December 2026) in ${month.seconds.toFixed(1)} s: ${month.statementsPaidOnce} statements paid exactly once, ${month.paidTwice} paid twice, ${month.unpaid} unpaid, ${month.deliveredLate} delivered after the due date, ${month.delivered} delivered`,
  );
  if (month.paidTwice > 0 || month.unpaid > 0 || month.deliveredLate > 0) process.exitCode = 1;
}
