// Environment: server
// Starts the product: one process serving the micro-app and, by default, its API.
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { readServerConfig } from './config.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readServerConfig();
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const { app, close } = await createApp({ config, log });

  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Server listening on http://${config.HOST}:${port} (${config.NODE_ENV})`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // Stop accepting, let in-flight requests finish, then exit 0.
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
