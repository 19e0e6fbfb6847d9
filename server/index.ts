// Environment: server
// Starts the product: one process serving the micro-app and, by default, its API.
import { apiSettingsFromConfig } from './api/createApiApp.js';
import { createApiRouter } from './api/createApiRouter.js';
import { createApp } from './app.js';
import { readServerConfig } from './config.js';
import { describeDatabase, startDatabase } from './db/startDatabase.js';
import { shutDownGracefully } from './http/gracefulShutdown.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readServerConfig();
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  // The API runs in this process unless API_BASE_URL points the micro-app at another one; then
  // this process leaves the database (and PGlite's folder lock) to that API server.
  const database = config.API_BASE_URL
    ? undefined
    : await (async () => {
        const settings = {
          databaseUrl: config.DATABASE_URL,
          dataDirectory: config.DATA_DIR,
          seedScale: config.SEED_SCALE,
        };
        console.log(`Opening the database: ${describeDatabase(settings)}`);
        return startDatabase(settings, (line) => console.log(line));
      })();
  const apiRouter =
    database &&
    createApiRouter({
      db: database.db,
      settings: apiSettingsFromConfig(config),
      log,
      now: () => new Date(),
    });
  const { app, close: closeApp } = await createApp({ config, log, apiRouter });
  const close = async () => {
    await closeApp();
    await database?.close();
  };

  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Server listening on http://${config.HOST}:${port} (${config.NODE_ENV})`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    shutDownGracefully(server, { graceMs: SHUTDOWN_GRACE_MS, onClosed: close }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
