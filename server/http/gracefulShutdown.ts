// Environment: server
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { acceptQueueLength } from './acceptQueue.js';

export type ShutdownOutcome =
  /** Every accepted request was answered before the deadline. */
  | { kind: 'drained' }
  /** The deadline passed: the connections still open were cut. */
  | { kind: 'deadline'; cutRequests: number };

/** How often the accept queue is looked at while waiting for it to empty. */
const QUEUE_CHECK_MS = 5;
/** A connection accepted during shutdown gets this long to send its request. */
const FIRST_REQUEST_GRACE_MS = 1_000;

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
  const connections = new Set<Socket>();
  /** Connections that have carried a request: idle ones are kept-alive, nothing is coming. */
  const served = new WeakSet<Socket>();
  let shuttingDown = false;
  let shutdown: Promise<ShutdownOutcome> | undefined;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  // Node's own closeIdleConnections (which http's close() calls) also destroys connections just
  // accepted whose request has not been read yet: their clients see a reset. Only connections
  // that served a request and wait idle are closed; fresh ones get a moment to send theirs.
  const closeIdleConnections = () => {
    const busy = new Set([...inFlight].map((response) => response.req.socket));
    for (const socket of connections) {
      if (busy.has(socket)) continue;
      if (served.has(socket)) socket.destroy();
      else
        setTimeout(() => {
          if (!served.has(socket)) socket.destroy();
        }, FIRST_REQUEST_GRACE_MS).unref();
    }
  };

  return {
    track(response) {
      inFlight.add(response);
      served.add(response.req.socket);
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
        let listenerClosed = false;
        const closeListener = () => {
          if (listenerClosed) return;
          listenerClosed = true;
          clearInterval(queueCheck);
          clearTimeout(queueWaitLimit);
          server.off('connection', closeWhenNothingWaits);
          // The listener only: http's close() would also run Node's closeIdleConnections.
          NetServer.prototype.close.call(server, () => {
            clearTimeout(deadline);
            resolve({ kind: 'drained' });
          });
          closeIdleConnections();
        };
        // Connections the kernel completed while the event loop was busy (a page render, a
        // PGlite query) wait in the listen backlog, their requests already sent, and closing the
        // listener resets them. So the listener closes only once the loop has accepted them all:
        // checked right after each accept (the queue is empty after the last one) and every few
        // milliseconds. Where the kernel does not tell, one more turn of the loop accepts what
        // was waiting (the poll phase runs between the two checks).
        const closeWhenNothingWaits = () => {
          const address = server.address();
          const waiting =
            typeof address === 'object' && address
              ? acceptQueueLength(address.port, address.family === 'IPv6' ? 'IPv6' : 'IPv4')
              : 0;
          if (waiting === 0) closeListener();
          else if (waiting === undefined) setImmediate(() => setImmediate(closeListener));
        };
        const queueCheck = setInterval(closeWhenNothingWaits, QUEUE_CHECK_MS);
        // Past half the deadline the listener closes even if clients keep the queue from
        // emptying (a flood): the requests accepted by then still get the other half.
        const queueWaitLimit = setTimeout(closeListener, deadlineMs / 2);
        server.on('connection', closeWhenNothingWaits);
        closeWhenNothingWaits();
      });
      return shutdown;
    },
  };
}
