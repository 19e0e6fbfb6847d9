// Environment: server
import type { Server, ServerResponse } from 'node:http';

export type ShutdownOutcome =
  /** Every accepted request was answered before the deadline. */
  | { kind: 'drained' }
  /** The deadline passed: the connections still open were cut. */
  | { kind: 'deadline'; cutRequests: number };

export type GracefulServer = {
  /** Call first thing for every request the server receives. */
  track: (response: ServerResponse) => void;
  /** True from the moment shutdown starts: readiness answers 503 from then on. */
  readonly shuttingDown: boolean;
  /** Answers still being written (the shutdown waits for these). */
  readonly requestsInFlight: number;
  /**
   * Stops accepting connections, answers every request already accepted with
   * `Connection: close` (so keep-alive clients reconnect elsewhere), closes idle connections,
   * and resolves once every connection is gone, or cuts what is left at `deadlineMs`.
   */
  shutDown: (deadlineMs: number) => Promise<ShutdownOutcome>;
};

/**
 * Keeps account of a server's requests so it can be shut down without failing one that was
 * accepted (issue 14: SIGTERM with clients still sending).
 */
export function gracefulServer(server: Server): GracefulServer {
  const inFlight = new Set<ServerResponse>();
  let shuttingDown = false;
  let shutdown: Promise<ShutdownOutcome> | undefined;

  return {
    track(response) {
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
      // A request that arrives on a kept-alive connection during shutdown is still answered (it
      // was accepted), but its connection ends with it.
      if (shuttingDown) response.setHeader('Connection', 'close');
    },
    get shuttingDown() {
      return shuttingDown;
    },
    get requestsInFlight() {
      return inFlight.size;
    },
    shutDown(deadlineMs) {
      shutdown ??= new Promise((resolve) => {
        shuttingDown = true;
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        const deadline = setTimeout(() => {
          const cutRequests = inFlight.size;
          server.closeAllConnections();
          resolve({ kind: 'deadline', cutRequests });
        }, deadlineMs);
        // Connections the kernel completed while the event loop was busy wait in the listen
        // backlog, and closing the listener resets them. One more turn of the loop accepts them
        // first (the poll phase runs between the two checks), so they are answered instead.
        setImmediate(() =>
          setImmediate(() => {
            server.close(() => {
              clearTimeout(deadline);
              resolve({ kind: 'drained' });
            });
            server.closeIdleConnections();
          }),
        );
      });
      return shutdown;
    },
  };
}
