// Environment: server The payment jobs and the worker that runs them
// (docs/product.md#payment-states): `npm start` runs one inside the server by default, `npm run
// worker` runs one on its own when scaled out (server/worker.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { runAutopayScheduler } from '../payments/autopayScheduler.js';
import { ADVANCE_PAYMENT_JOB, AUTOPAY_SCHEDULER_JOB, PAYMENTS_SWEEP_JOB } from '../payments/paymentJobNames.js';
import { advancePayment, findDuePaymentIds } from '../payments/paymentProcessor.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import { MEMBERSHIPS_SWEEP_JOB } from '../membership/membershipJobNames.js';
import { NOTIFICATIONS_SCAN_JOB } from '../notifications/notificationJobNames.js';
import { enqueueJob, pruneFinishedJobs } from './jobQueue.js';
import { membershipJobHandlers } from './membershipJobs.js';
import { startJobWorker, type JobHandler, type JobWorker } from './jobWorker.js';

/** Recurring jobs re-queue themselves this far ahead. */
export const RECURRING_JOB_INTERVAL_MS = 60_000;
/** Finished jobs are kept this long for inspection. */
const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const advancePayload = z.object({ paymentId: z.number().int().positive() });

export type PaymentWorkerOptions = {
  db: Kysely<Database>;
  clock: Clock;
  rails: PaymentRails;
  log: (line: string) => void;
  pollIntervalMs?: number;
  /** See JobWorkerOptions. */
  firstPollAfterMs?: number;
  beforeFirstPoll?: () => Promise<void>;
  /** The other jobs this worker runs beside the payments' (the outbox's delivery, reminders). */
  handlers?: Readonly<Record<string, JobHandler>>;
};

/** Queues a recurring job for its next run (its own handler calls it, whatever happened). */
export async function requeue(db: Kysely<Database>, clock: Clock, name: string): Promise<void> {
  await enqueueJob(db, clock, {
    name,
    singletonKey: name,
    runAfter: new Date(clock.now().getTime() + RECURRING_JOB_INTERVAL_MS),
  });
}

/** Queues the recurring jobs unless they are already waiting (every process may call it). */
export async function ensureRecurringPaymentJobs(db: Kysely<Database>, clock: Clock): Promise<void> {
  for (const name of [PAYMENTS_SWEEP_JOB, AUTOPAY_SCHEDULER_JOB, MEMBERSHIPS_SWEEP_JOB, NOTIFICATIONS_SCAN_JOB]) {
    await enqueueJob(db, clock, { name, singletonKey: name });
  }
}

export function startPaymentWorker(options: PaymentWorkerOptions, { poll = true } = {}): JobWorker {
  const { db, clock, rails, log } = options;
  const processor = { db, clock, rails };
  return startJobWorker(
    {
      db,
      clock,
      log,
      pollIntervalMs: options.pollIntervalMs,
      firstPollAfterMs: options.firstPollAfterMs,
      beforeFirstPoll: options.beforeFirstPoll,
      handlers: {
        // Membership renewals charge through the same rails (docs/product.md#membership-billing).
        ...membershipJobHandlers(processor, (name) => requeue(db, clock, name)),
        ...options.handlers,
        async [ADVANCE_PAYMENT_JOB](payload) {
          await advancePayment(processor, advancePayload.parse(payload).paymentId);
        },
        async [PAYMENTS_SWEEP_JOB]() {
          try {
            for (const paymentId of await findDuePaymentIds(db, clock)) {
              await advancePayment(processor, paymentId);
            }
            await pruneFinishedJobs(db, clock, FINISHED_JOB_RETENTION_MS);
          } finally {
            await requeue(db, clock, PAYMENTS_SWEEP_JOB);
          }
        },
        async [AUTOPAY_SCHEDULER_JOB]() {
          try {
            await runAutopayScheduler(db, clock, log);
          } finally {
            await requeue(db, clock, AUTOPAY_SCHEDULER_JOB);
          }
        },
      },
    },
    { poll },
  );
}
