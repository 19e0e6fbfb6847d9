// Environment: server
import type { Server } from 'node:http';

export type GracefulShutdownOptions = {
  /** After this, connections still open are cut so the process can exit. */
  graceMs: number;
  /** Runs once the server has stopped: close the database, the dev server… */
  onClosed: () => Promise<void>;
};

/**
 * Stops accepting connections, lets in-flight requests finish (idle keep-alive connections are
 * closed at once), then runs `onClosed`. Resolves when all of that is done.
 */
export function shutDownGracefully(
  server: Server,
  options: GracefulShutdownOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), options.graceMs);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      options.onClosed().then(resolve, reject);
    });
    server.closeIdleConnections();
  });
}
