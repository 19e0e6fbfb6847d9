// Environment: server
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { requestWorkPending } from './requestWork.js';
import { sealListener, type ListenerSeal } from './sealListener.js';

export type ShutdownOutcome =
  /** Every accepted request was answered before the deadline. */
  | { kind: 'drained' }
  /** The deadline passed: the connections still open were cut. */
  | { kind: 'deadline'; cutRequests: number };

/** A connection accepted during shutdown gets this long to send its request. */
const FIRST_REQUEST_GRACE_MS = 1_000;

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
 * accepted (docs/operations.md#shutdown: SIGTERM with clients still sending).
 */
export function gracefulServer(server: Server): GracefulServer {
  const inFlight = new Set<ServerResponse>();
  /**
   * Requests whose client went away while their handler's work still runs (a render and the API
   * calls it makes): the shutdown waits for that work too, lest it close the database under it
   * (renders then failed with 500s and error notices nobody could deliver). Not for their answers
   * to end: once the client has gone some never do (server/http/requestWork.ts).
   */
  const abandoned = new Set<ServerResponse>();
  /** Called whenever the work of an abandoned request settles. */
  let onAbandonedWorkDone = () => {};
  const connections = new Set<Socket>();
  /** Connections that have carried a request: idle ones are kept-alive, nothing is coming. */
  const served = new WeakSet<Socket>();
  let shuttingDown = false;
  let shutdown: Promise<ShutdownOutcome> | undefined;
  let seal: ListenerSeal | undefined;
  server.on('connection', (socket: Socket) => {
    // The server's own connections that keep the accept queue full while it stops listening.
    if (seal?.accepted(socket)) return;
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const isIdle = (socket: Socket) => ![...inFlight].some((response) => response.req.socket === socket);
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
      response.once('close', () => {
        inFlight.delete(response);
        const work = requestWorkPending(response);
        if (!work) return;
        abandoned.add(response);
        void work.then(() => {
          abandoned.delete(response);
          onAbandonedWorkDone();
        });
      });
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
          onAbandonedWorkDone = () => {};
          const cutRequests = inFlight.size + abandoned.size;
          server.closeAllConnections();
          resolve({ kind: 'deadline', cutRequests });
        }, deadlineMs);
        let listenerClosed = false;
        let sealTimeLimit: NodeJS.Timeout | undefined;
        const closeListener = () => {
          if (listenerClosed) return;
          listenerClosed = true;
          clearTimeout(sealTimeLimit);
          // The listener only: http's close() would also run Node's closeIdleConnections.
          NetServer.prototype.close.call(server, () => {
            onAbandonedWorkDone = () => {
              if (abandoned.size > 0) return;
              clearTimeout(deadline);
              resolve({ kind: 'drained' });
            };
            onAbandonedWorkDone();
          });
          closeIdleConnections();
        };
        // Closing the listener resets the connections the kernel completed that the loop has
        // not accepted yet, their requests already sent: it closes once none wait
        // (sealListener.ts).
        const stopAccepting = () => {
          seal = sealListener(server, closeListener);
          // Past half the time left the listener closes even if clients still wait: the
          // requests accepted by then still get the other half.
          sealTimeLimit = setTimeout(() => seal?.closeNow(), (deadlineMs - drainMs) / 2);
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
