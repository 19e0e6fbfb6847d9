// Environment: server
// `npm run worker`: the payment worker as its own long-running process, for deployments that
// scale it out (docs/architecture.md#the-parts). Run it against PostgreSQL (DATABASE_URL) and
// start the servers with PAYMENT_WORKER=0; any number of workers share the queue safely. (PGlite's
// folder belongs to one process, so with the embedded database the worker runs inside
// `npm start`.)
//
// What its supervisor can count on (docs/operations.md#worker-supervision): it waits for a database
// that is not there yet and goes on polling across the database's restarts (jobWorker.ts), logging
// each loss and recovery once; SIGTERM or SIGINT finishes the job in hand, closes the database
// and exits 0; it exits non-zero only on what it cannot survive: a bad configuration, a database
// that refuses it (a wrong password, no such database), a failed migration, or a bug.
import { errorSummary } from '../src/error-reporting/describeError.js';
import { publicOriginOf } from './api/createApiApp.js';
import { readServerConfig } from './config.js';
import { databaseSettingsFromConfig, describeDatabase } from './db/databaseLocation.js';
import { isDatabaseUnavailable } from './db/databaseUnavailable.js';
import type { DatabaseHandle } from './db/openDatabase.js';
import { startDatabase } from './db/startDatabase.js';
import { startPaymentProcessing, type PaymentProcessing } from './jobs/startPaymentProcessing.js';

/** Waits between tries to open a database that is not there yet: 1 s, doubling up to 30 s. */
const OPEN_RETRY_FIRST_MS = 1_000;
const OPEN_RETRY_MAX_MS = 30_000;

function logLine(level: 'info' | 'error', message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

const config = readConfigOrExit();
const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
const settings = databaseSettingsFromConfig(config);

let stopRequested: NodeJS.Signals | undefined;
let wakeUp = () => {};
const running: { database?: DatabaseHandle; payments?: PaymentProcessing } = {};

function readConfigOrExit() {
  try {
    return readServerConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Waits `ms`, or less when a signal asks the worker to stop. */
function pause(ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wakeUp = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

/**
 * Opens the database and starts the worker, waiting for the database as long as it is merely
 * away (starting, restarting, unreachable); any other failure is fatal.
 */
async function startWhenAvailable(): Promise<void> {
  logLine('info', `Opening the database: ${describeDatabase(settings)}`);
  for (let waitMs = OPEN_RETRY_FIRST_MS; !stopRequested;) {
    try {
      running.database = await startDatabase(settings, (line) => logLine('info', line));
      running.payments = await startPaymentProcessing({
        db: running.database.db,
        log,
        runWorker: true,
        testClock: false,
        mail: {
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          publicOrigin: publicOriginOf(config),
        },
      });
      logLine('info', 'Payment worker running');
      return;
    } catch (error) {
      await running.database?.close().catch(() => {});
      running.database = undefined;
      if (!isDatabaseUnavailable(error)) throw error;
      logLine('error', 'database not available yet', {
        error: errorSummary(error),
        retry_in_ms: waitMs,
      });
    }
    await pause(waitMs);
    waitMs = Math.min(waitMs * 2, OPEN_RETRY_MAX_MS);
  }
}

async function stop(signal: NodeJS.Signals) {
  if (stopRequested) return;
  stopRequested = signal;
  wakeUp();
  logLine('info', `${signal}: finishing the job in hand`);
  // Whatever happens below, the process is gone by the deadline.
  setTimeout(() => {
    logLine('error', `Stopping took over ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await running.payments?.stop();
    await running.database?.close();
    process.exit(0);
  } catch (error) {
    logLine('error', 'stopping failed', { error: errorSummary(error) });
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));

try {
  await startWhenAvailable();
} catch (error) {
  logLine('error', 'The payment worker cannot start', { error: errorSummary(error) });
  process.exit(1);
}
