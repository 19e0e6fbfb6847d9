// Environment: server Bounded concurrency (finding 3; docs/operations.md#bursts). Under a burst the
// embedded database and the render share one thread: every request admitted past what it can serve
// only makes all of them slower (measured: 100 connections on PGlite held requests for over 10 s,
// and the API calls of pages in progress timed out). So at most `maxInFlight` requests are worked
// on at once and at most `maxQueued` wait for a turn, in order. Refusing is the last resort: a
// request waits for its turn when that turn should come within `maxWaitMs` (judged from how long
// the requests lately admitted held theirs), and is answered at once with 503 and Retry-After,
// which clients and load balancers understand, only when it should not (it would only wait to be
// refused) or when it has waited `maxWaitMs` all the same.
import type { Request, RequestHandler, Response } from 'express';

export type AdmissionOptions = {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
  /** Answers a refused request (the 503 itself: JSON for the API, a page for pages). */
  refuse: (request: Request, response: Response) => void;
  now?: () => number;
};

export const RETRY_AFTER_SECONDS = 1;

/**
 * How much the latest request's hold counts in the running mean: about the last twenty count,
 * so the estimate follows a burst within a second or two without one slow page swinging it.
 */
const HOLD_WEIGHT = 0.05;

type Waiting = { admit: () => void; timer: NodeJS.Timeout };

export type Admission = {
  middleware: RequestHandler;
  /** Requests being worked on, and waiting for a turn. */
  load: () => { inFlight: number; queued: number };
  /** How long a request joining the queue now should wait for its turn, in ms (0: none). */
  expectedWaitMs: () => number;
};

export function admissionControl(options: AdmissionOptions): Admission {
  const now = options.now ?? Date.now;
  let inFlight = 0;
  const queue: Waiting[] = [];
  /** The running mean of how long an admitted request held its turn; 0 until one ended. */
  let meanHoldMs = 0;

  const release = (admittedAt: number) => {
    const held = Math.max(0, now() - admittedAt);
    meanHoldMs = meanHoldMs === 0 ? held : meanHoldMs + HOLD_WEIGHT * (held - meanHoldMs);
    inFlight -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    }
  };

  // With every turn taken, one frees every meanHoldMs / maxInFlight on average: a request joining
  // the queue behind `queue.length` others has its turn after queue.length + 1 of them.
  const expectedWaitMs = () =>
    inFlight < options.maxInFlight ? 0 : ((queue.length + 1) * meanHoldMs) / Math.max(1, options.maxInFlight);

  const refuse = (request: Request, response: Response) => {
    if (response.headersSent || response.destroyed) return;
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.setHeader('Cache-Control', 'no-store');
    response.status(503);
    options.refuse(request, response);
  };

  const middleware: RequestHandler = (request, response, next) => {
    const admit = () => {
      inFlight += 1;
      const admittedAt = now();
      response.once('close', () => release(admittedAt));
      next();
    };
    if (inFlight < options.maxInFlight) {
      admit();
      return;
    }
    if (queue.length >= options.maxQueued || expectedWaitMs() > options.maxWaitMs) {
      refuse(request, response);
      return;
    }
    const waiting: Waiting = {
      admit,
      timer: setTimeout(() => {
        queue.splice(queue.indexOf(waiting), 1);
        refuse(request, response);
      }, options.maxWaitMs),
    };
    queue.push(waiting);
    // A client that gives up while waiting leaves the queue.
    response.once('close', () => {
      const index = queue.indexOf(waiting);
      if (index === -1) return;
      queue.splice(index, 1);
      clearTimeout(waiting.timer);
    });
  };

  return { middleware, load: () => ({ inFlight, queued: queue.length }), expectedWaitMs };
}
