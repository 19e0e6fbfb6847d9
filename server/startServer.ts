// Environment: server Starts the product: one process serving the micro-app and, by default, its
// API; stops it without failing a request it accepted (docs/operations.md#database-outages). Loaded
// by the entry (server/index.ts) once it has set the embedded database opening.
import { reportServerError } from '../src/error-reporting/serverErrorReporter.js';
import { apiSettingsFromConfig, publicOriginOf } from './api/createApiApp.js';
import { timeFrom } from './api/apiDependencies.js';
import { createApiRouter } from './api/createApiRouter.js';
import { createApp } from './app.js';
import type { ServerConfig } from './config.js';
import { databaseSettingsFromConfig, describeDatabase } from './db/databaseLocation.js';
import type { OpenedPglite } from './db/openPgliteWorker.js';
import { pingDatabase } from './db/pingDatabase.js';
import { startDatabase } from './db/startDatabase.js';
import { pageErrorReportingConfig, serverErrorReporting } from './http/errorReportingSettings.js';
import { handleProcessFailures } from './http/handleProcessFailures.js';
import type { HttpServer } from './http/startHttpServer.js';
import { startPaymentProcessing } from './jobs/startPaymentProcessing.js';

/**
 * The payment worker's first poll waits this long: its first sweep (due payments, the autopay
 * scheduler) is about a second of database work on the seeded database, which would hold up the
 * first requests of a server that has just started (docs/performance.md#start-up).
 */
const FIRST_POLL_AFTER_MS = 3_000;

/** After the shutdown deadline, closing the database gets this long before the process exits. */
const CLOSE_MARGIN_MS = 5_000;

/**
 * `http`: the server's listener, already answering while it starts (server/index.ts), handed the
 * app once it is ready. `pglite`: the embedded database's worker, already opening.
 */
export async function startServer(config: ServerConfig, http: HttpServer, pglite?: Promise<OpenedPglite>) {
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const errorReporting = pageErrorReportingConfig(config);
  // Filled in as the process comes up; read by the handlers installed before that.
  const running: {
    /** Set once the app serves (before that the own collector is not there). */
    http?: HttpServer;
    stop?: (reason: string, exitCode: number) => void;
  } = {};
  // Until the server listens, failures are only logged; then they also go to the collector.
  const report = (error: unknown, context: Record<string, unknown>) =>
    reportServerError(
      error,
      context,
      running.http ? serverErrorReporting(errorReporting, running.http.origin) : undefined,
    );

  // A signal may arrive while the database is still opening: it is remembered and honoured as
  // soon as there is something to stop.
  let pendingStop: string | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running.stop) running.stop(signal, 0);
    else pendingStop ??= signal;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  // The API runs in this process unless API_BASE_URL points the micro-app at another one; then
  // this process leaves the database (and PGlite's folder lock) to that API server.
  const database = config.API_BASE_URL
    ? undefined
    : await (async () => {
        const settings = databaseSettingsFromConfig(config);
        console.log(`Opening the database: ${describeDatabase(settings)}`);
        return startDatabase(
          settings,
          (line) => console.log(line),
          {
            // Logged as one JSON line and reported, once per outage (databaseOutages.ts).
            onLost: (error) => void report(error, { operation: 'database', message: 'database connection lost' }),
          },
          pglite,
        );
      })();
  if (pendingStop) {
    await database?.close();
    process.exit(0);
  }
  // Payments move in this process unless PAYMENT_WORKER=0 leaves them to `npm run worker`.
  const payments =
    database &&
    (await startPaymentProcessing({
      db: database.db,
      log,
      runWorker: config.PAYMENT_WORKER,
      testClock: config.TEST_CLOCK,
      firstPollAfterMs: FIRST_POLL_AFTER_MS,
      mail: {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        publicOrigin: publicOriginOf(config),
      },
    }));
  const apiRouter =
    database &&
    payments &&
    createApiRouter({
      db: database.db,
      settings: apiSettingsFromConfig(config),
      log,
      ...timeFrom(payments.clock),
      testClock: payments.testClock,
    });
  const { app, close: closeApp } = await createApp({
    config,
    log,
    apiRouter,
    readiness: {
      isShuttingDown: () => http.graceful.shuttingDown,
      ...(database ? { pingDatabase: () => pingDatabase(database.db) } : {}),
    },
  });
  http.serve(app);
  running.http = http;

  let stopping = false;
  running.stop = (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: finishing in-flight requests`);
    // Whatever happens below, the process is gone shortly after the deadline.
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + CLOSE_MARGIN_MS).unref();
    void http.graceful
      .shutDown(config.SHUTDOWN_TIMEOUT_MS, config.SHUTDOWN_DRAIN_MS)
      .then(async (outcome) => {
        if (outcome.kind === 'deadline') {
          console.error(
            `Shutdown deadline (${config.SHUTDOWN_TIMEOUT_MS} ms) passed: ` +
              `${outcome.cutRequests} requests were cut`,
          );
        }
        await closeApp();
        await payments?.stop();
        await database?.close();
        process.exit(outcome.kind === 'drained' ? exitCode : 1);
      })
      .catch((error: unknown) => {
        void report(error, { operation: 'shutdown' }).finally(() => process.exit(1));
      });
  };
  // A signal that came while the app was being put together.
  if (pendingStop) running.stop(pendingStop, 0);
  // Vike's print-and-carry-on handlers are installed when vike/server loads (above): replace them.
  handleProcessFailures({ report, shutDown: (failure) => running.stop?.(failure, 1) });
  console.log(`Server listening on http://${config.HOST}:${http.port} (${config.NODE_ENV})`);
}
