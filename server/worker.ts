// Environment: server
// `npm run worker`: the payment worker as its own process, for deployments that scale it out
// (issue 13; ARCHITECTURE.md § The parts, 7). Run it against PostgreSQL (DATABASE_URL) and start
// the servers with PAYMENT_WORKER=0; any number of workers share the queue safely. (PGlite's
// folder belongs to one process, so with the embedded database the worker runs inside
// `npm start`.)
import { readServerConfig } from './config.js';
import { databaseSettingsFromConfig, describeDatabase } from './db/databaseLocation.js';
import { startDatabase } from './db/startDatabase.js';
import { startPaymentProcessing } from './jobs/startPaymentProcessing.js';

async function main() {
  const config = readServerConfig();
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const settings = databaseSettingsFromConfig(config);
  console.log(`Opening the database: ${describeDatabase(settings)}`);
  const database = await startDatabase(settings, (line) => console.log(line));
  const payments = await startPaymentProcessing({
    db: database.db,
    log,
    runWorker: true,
    testClock: false,
  });
  console.log('Payment worker running');
  // The job in hand is finished before the database closes.
  const shutdown = () => {
    void payments.stop().then(async () => {
      await database.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
