// Environment: server
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { acceptQueueLength, handshakesInProgress } from './acceptQueue.js';

export type ShutdownOutcome =
  /** Every accepted request was answered before the deadline. */
  | { kind: 'drained' }
  /** The deadline passed: the connections still open were cut. */
  | { kind: 'deadline'; cutRequests: number };

/** How often the accept queue is looked at while waiting for it to empty. */
const QUEUE_CHECK_MS = 5;
/** A connection accepted during shutdown gets this long to send its request. */
const FIRST_REQUEST_GRACE_MS = 1_000;

/**
 * The listen backlog while shutting down. Not 0: Linux then answers every SYN with a SYN cookie,
 * keeping no record of the handshake, and a client whose final ACK finds the queue full is
 * invisible until its retransmission; with 1 such handshakes show in /proc/net/tcp.
 */
const SHUTDOWN_BACKLOG = 1;

/**
 * Lets at most two more connections join the listener's accept queue (Linux lets a listening
 * socket's backlog be changed by listening again; Node exposes no public call for it). The
 * kernel then drops further connection attempts (SYNs) instead of completing them: those
 * clients retry the SYN a second later and are refused once the listener has closed, rather than
 * being reset with their request already sent. Without this, clients still sending refill the
 * queue as fast as the loop accepts (libuv accepts one connection per turn of the loop), the
 * queue never empties, and closing the listener resets everything in it (issue 14).
 */
function stopQueueingConnections(server: Server): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })
    ._handle;
  handle?.listen?.(SHUTDOWN_BACKLOG);
}

/** Runs `work` after the loop's next poll phase, so data already received has been read. */
function afterNextPoll(work: () => void): void {
  setImmediate(() => setImmediate(work));
}

export type GracefulServer = {
  /** Call first thing for every request the server receives. */
  track: (response: ServerResponse) => void;
  /** True from the moment shutdown starts: readiness answers 503 from then on. */
  readonly shuttingDown: boolean;
  /** Answers still being written (the shutdown waits for these). */
  readonly requestsInFlight: number;
  /**
   * Answers every request from now on with `Connection: close` (so keep-alive clients reconnect
   * elsewhere) and, after `drainMs` (time for load balancers to see readiness turn 503), stops
   * accepting connections, closes idle ones, and resolves once every connection is gone, or cuts
   * what is left at `deadlineMs` (counted from the call, drain included).
   */
  shutDown: (deadlineMs: number, drainMs?: number) => Promise<ShutdownOutcome>;
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

  const isIdle = (socket: Socket) =>
    ![...inFlight].some((response) => response.req.socket === socket);
  // Node's own closeIdleConnections (which http's close() calls) also destroys connections just
  // accepted whose request has not been read yet: their clients see a reset. Only connections
  // that served a request and wait idle are closed; fresh ones get a moment to send theirs. Each
  // is looked at again after a poll phase: a request already received (the loop may have been
  // busy rendering for longer than the grace) is read and answered, not cut.
  const closeIdleConnections = () => {
    for (const socket of connections) {
      if (!isIdle(socket)) continue;
      if (served.has(socket)) {
        afterNextPoll(() => {
          if (isIdle(socket)) socket.destroy();
        });
      } else {
        setTimeout(() => {
          afterNextPoll(() => {
            if (!served.has(socket) && socket.bytesRead === 0) socket.destroy();
          });
        }, FIRST_REQUEST_GRACE_MS).unref();
      }
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
    shutDown(deadlineMs, drainMs = 0) {
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
        let queueCheck: NodeJS.Timeout | undefined;
        let queueWaitLimit: NodeJS.Timeout | undefined;
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
        // listener resets them, as it does handshakes in progress. So the listener closes only
        // once the loop has accepted them all and no handshake is under way: checked right after
        // each accept (the queue is empty after the last one) and every few milliseconds. Where the kernel does not tell, one more turn of the loop accepts what
        // was waiting (the poll phase runs between the two checks).
        const closeWhenNothingWaits = () => {
          const address = server.address();
          if (typeof address !== 'object' || !address) return closeListener();
          const family = address.family === 'IPv6' ? 'IPv6' : 'IPv4';
          const waiting =
            acceptQueueLength(address.port, family) || handshakesInProgress(address.port, family);
          if (waiting === 0) closeListener();
          else if (waiting === undefined) afterNextPoll(closeListener);
        };
        const stopAccepting = () => {
          stopQueueingConnections(server);
          queueCheck = setInterval(closeWhenNothingWaits, QUEUE_CHECK_MS);
          // Past half the time left the listener closes even if the queue has not emptied:
          // the requests accepted by then still get the other half.
          queueWaitLimit = setTimeout(closeListener, (deadlineMs - drainMs) / 2);
          server.on('connection', closeWhenNothingWaits);
          closeWhenNothingWaits();
        };
        // During the drain the server keeps listening and answering, each answer with
        // `Connection: close`, while readiness already says 503.
        if (drainMs > 0) setTimeout(stopAccepting, drainMs);
        else stopAccepting();
      });
      return shutdown;
    },
  };
}
