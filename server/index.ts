// Environment: server
// Starts the product: one process serving the micro-app and, by default, its API.
import { createApp } from './app.js';
import { readServerConfig } from './config.js';
import { shutDownGracefully } from './http/gracefulShutdown.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readServerConfig();
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const { app, close } = await createApp({ config, log });

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
