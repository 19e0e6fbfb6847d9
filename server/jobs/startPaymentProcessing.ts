// Environment: server
// Starts the payment worker for a process: the clock (the test clock when TEST_CLOCK=1), the
// sandbox rails, the recurring jobs, and a stop for shutdown. Shared by `npm start`
// (server/startServer.ts) and `npm run worker` (server/worker.ts).
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { createSandboxPaymentRails } from '../payments/paymentRails.js';
import { createTestClock, type TestClockControl } from '../testClock.js';
import { createSmtpTransport, mailJobHandlers } from '../mail/mailDelivery.js';
import { notificationJobHandlers } from './notificationJobs.js';
import { ensureRecurringPaymentJobs, startPaymentWorker } from './paymentJobs.js';

/** How the worker delivers the outbox (docs/operations.md#mail), and where mailed links point. */
export type MailSettings = { smtpUrl: string | undefined; from: string; publicOrigin: string };

export type PaymentProcessing = {
  clock: Clock;
  testClock: TestClockControl | undefined;
  stop: () => Promise<void>;
};

export async function startPaymentProcessing(options: {
  db: Kysely<Database>;
  log: (line: string) => void;
  runWorker: boolean;
  testClock: boolean;
  mail: MailSettings;
  /** How long the worker waits before its first poll (default: its poll interval). */
  firstPollAfterMs?: number;
}): Promise<PaymentProcessing> {
  const { db, log } = options;
  const testClock = options.testClock ? createTestClock(systemClock) : undefined;
  const clock = testClock ?? systemClock;
  if (!options.runWorker) {
    return { clock, testClock: undefined, stop: () => Promise.resolve() };
  }
  const mail = mailJobHandlers({
    db,
    clock,
    from: options.mail.from,
    transport: options.mail.smtpUrl ? createSmtpTransport(options.mail.smtpUrl) : undefined,
  });
  const worker = startPaymentWorker({
    db,
    clock,
    rails: createSandboxPaymentRails(),
    log,
    firstPollAfterMs: options.firstPollAfterMs,
    // Queued just before the first poll, so a server need not wait for it to listen.
    beforeFirstPoll: () => ensureRecurringPaymentJobs(db, clock),
    handlers: {
      ...mail,
      ...notificationJobHandlers({ db, clock, publicOrigin: options.mail.publicOrigin }),
    },
  });
  const runDueJobs = async () => {
    await ensureRecurringPaymentJobs(db, clock);
    return worker.drain();
  };
  return {
    clock,
    testClock: testClock && { clock: testClock, runDueJobs },
    stop: () => worker.stop(),
  };
}
