import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabasePlace, testEngines, type TestDatabasePlace } from '../api/testing/startTestApi.js';
import { createManualClock } from '../clock.js';
import { migrate } from '../db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase.js';
import { seedDatabase } from '../db/seed/seedDatabase.js';
import { createBillPayment } from '../payments/createBillPayment.js';
import { createSandboxPaymentRails, type PaymentRails, type RailsPayment } from '../payments/paymentRails.js';
import { claimNextJob, enqueueJob } from './jobQueue.js';
import { startJobWorker } from './jobWorker.js';
import { ensureRecurringPaymentJobs, RECURRING_JOB_INTERVAL_MS, startPaymentWorker } from './paymentJobs.js';

// docs/product.md#payment-states: jobs survive a restart, and two workers never process a payment
// twice. Each test opens the database the way a process does (a PGlite folder, a PostgreSQL
// schema), so "restart" is a real close and reopen, and on PostgreSQL the two workers hold
// connection pools of their own, as two `npm run worker` processes would.

// Monday 23 November 2026, 15:00 UTC: a debit card payment is sent the same day.
const START = '2026-11-23T15:00:00Z';
const LEASE_MS = 60_000;

/**
 * The sandbox rails, recording each confirmation number submitted. They answer after a pause,
 * like a real provider, which leaves the other worker time to reach the same payment meanwhile.
 */
function recordingRails(submitted: string[]): PaymentRails {
  const rails = createSandboxPaymentRails();
  return {
    async submit(payment: RailsPayment) {
      submitted.push(payment.confirmationNumber);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return rails.submit(payment);
    },
  };
}

describe.each(testEngines)('the payment worker on %s', (engine) => {
  let place: TestDatabasePlace | undefined;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    if (!place) place = await createTestDatabasePlace(engine);
    const handle = await openDatabase(place.location);
    handles.push(handle);
    await migrate(handle);
    return handle;
  };
  const close = async (handle: DatabaseHandle) => {
    handles.splice(handles.indexOf(handle), 1);
    await handle.close();
  };
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await place?.dispose();
    place = undefined;
  });

  it('keeps jobs across a restart, and takes up a dead worker’s job when its lease ends', async () => {
    const clock = createManualClock(START);
    const before = await open();
    await enqueueJob(before.db, clock, { name: 'test.echo', payload: { n: 1 } });
    await enqueueJob(before.db, clock, { name: 'test.echo', payload: { n: 2 } });
    // A worker claims the first job, then its process dies: the job is never finished.
    const claimed = await claimNextJob(before.db, clock, ['test.echo'], LEASE_MS);
    expect(claimed?.payload).toEqual({ n: 1 });
    await close(before);

    const after = await open();
    const ran: unknown[] = [];
    const worker = startJobWorker(
      {
        db: after.db,
        clock,
        log: () => {},
        leaseMs: LEASE_MS,
        handlers: { 'test.echo': (payload) => Promise.resolve(void ran.push(payload)) },
      },
      { poll: false },
    );
    // The waiting job ran after the restart; the claimed one is still leased to the dead worker.
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([{ n: 2 }]);
    clock.advance(LEASE_MS + 1);
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([{ n: 2 }, { n: 1 }]);
    await worker.stop();
    const jobs = await after.db.selectFrom('jobs').select(['state', 'attempts']).orderBy('id').execute();
    expect(jobs).toEqual([
      { state: 'done', attempts: 2 },
      { state: 'done', attempts: 1 },
    ]);
  });

  it('never submits or moves a payment twice with two workers', async () => {
    const clock = createManualClock(START);
    const first = await open();
    await seedDatabase(first.db, 'small');
    // PGlite's folder belongs to one process, so its two workers share the handle; PostgreSQL's
    // each get their own pool, as separate processes would.
    const second = engine === 'postgres' ? await open() : first;
    const user = await first.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@doxo.test')
      .executeTakeFirstOrThrow();
    const listing = await first.db
      .selectFrom('listings')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const card = await first.db
      .insertInto('payment_instruments')
      .values({ user_id: user.id, kind: 'debit_card', last4: '4242', nickname: 'Worker test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Autopay is not under test here: the seed's rules would add payments of their own.
    await first.db.deleteFrom('autopay_rules').execute();
    // The sweep, queued first, walks every payment while their own jobs move them too: the two
    // workers meet on the same payments.
    await ensureRecurringPaymentJobs(first.db, clock);
    const paymentIds: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      paymentIds.push(
        await first.db.transaction().execute((transaction) =>
          createBillPayment(transaction, clock, {
            userId: user.id,
            listingId: listing.id,
            instrumentId: card.id,
            amountCents: 1_000 + index,
            idempotencyKey: `worker-test-${index}`,
            // Many payments to one bill on purpose: each is meant.
            confirmDuplicate: true,
          }),
        ),
      );
    }
    const submitted: string[] = [];
    const workers = [first, second].map((handle) =>
      startPaymentWorker({ db: handle.db, clock, rails: recordingRails(submitted), log: () => {} }, { poll: false }),
    );
    await Promise.all(workers.flatMap((worker) => [worker.drain(), worker.drain()]));
    // A step whose payment the other worker holds at that instant is skipped, not waited for;
    // should both skip one, the next sweep (a minute on) moves it. Let that minute pass once.
    clock.advance(RECURRING_JOB_INTERVAL_MS);
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(submitted).toHaveLength(paymentIds.length);
    expect(new Set(submitted).size).toBe(paymentIds.length);
    const events = await first.db
      .selectFrom('bill_payment_events')
      .select(['payment_id', 'status'])
      .where('payment_id', 'in', paymentIds)
      .orderBy('id')
      .execute();
    for (const id of paymentIds) {
      expect(events.filter((event) => Number(event.payment_id) === id).map((e) => e.status)).toEqual([
        'scheduled',
        'processing',
        'sent',
      ]);
    }
  });
});
