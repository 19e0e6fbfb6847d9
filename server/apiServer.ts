// Environment: server
// `npm run start:api`: the product API as its own process (docs/architecture.md#the-parts), for
// deployments where the micro-app reaches it through API_BASE_URL=http://host:port/api.
import { timeFrom } from './api/apiDependencies.js';
import { createApiApp, apiSettingsFromConfig } from './api/createApiApp.js';
import { systemClock } from './clock.js';
import { readServerConfig } from './config.js';
import { databaseSettingsFromConfig, describeDatabase } from './db/databaseLocation.js';
import { startDatabase } from './db/startDatabase.js';
import { startHttpServer } from './http/startHttpServer.js';

async function main() {
  const config = readServerConfig();
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const databaseSettings = databaseSettingsFromConfig(config);
  console.log(`Opening the database: ${describeDatabase(databaseSettings)}`);
  const database = await startDatabase(databaseSettings, (line) => console.log(line));
  const app = createApiApp({
    db: database.db,
    settings: apiSettingsFromConfig(config),
    log,
    ...timeFrom(systemClock),
  });
  app.set('trust proxy', config.TRUST_PROXY);
  const server = await startHttpServer(app, { port: config.PORT, host: config.HOST });
  console.log(`API listening on http://${config.HOST}:${server.port}/api`);
  // Every accepted request is answered before the database closes (docs/operations.md#shutdown).
  const shutdown = () => {
    void server.graceful.shutDown(config.SHUTDOWN_TIMEOUT_MS, config.SHUTDOWN_DRAIN_MS).then(async (outcome) => {
      await database.close();
      process.exit(outcome.kind === 'drained' ? 0 : 1);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
