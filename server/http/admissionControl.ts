// Environment: server Bounded concurrency (finding 3; docs/operations.md#bursts). Under a burst the
// embedded database and the render share one thread: every request admitted past what it can serve
// only makes all of them slower (measured: 100 connections on PGlite held requests for over 10 s,
// and the API calls of pages in progress timed out). So at most `maxInFlight` requests are worked
// on at once, at most `maxQueued` wait for a turn, none waits longer than `maxWaitMs`; the others
// are answered at once with 503 and Retry-After, which clients and load balancers understand.
import type { Request, RequestHandler, Response } from 'express';

export type AdmissionOptions = {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
  /** Answers a refused request (the 503 itself: JSON for the API, a page for pages). */
  refuse: (request: Request, response: Response) => void;
};

export const RETRY_AFTER_SECONDS = 1;

type Waiting = { admit: () => void; timer: NodeJS.Timeout };

export type Admission = {
  middleware: RequestHandler;
  /** Requests being worked on, and waiting for a turn. */
  load: () => { inFlight: number; queued: number };
};

export function admissionControl(options: AdmissionOptions): Admission {
  let inFlight = 0;
  const queue: Waiting[] = [];

  const release = () => {
    inFlight -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    }
  };

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
      response.once('close', release);
      next();
    };
    if (inFlight < options.maxInFlight) {
      admit();
      return;
    }
    if (queue.length >= options.maxQueued) {
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

  return { middleware, load: () => ({ inFlight, queued: queue.length }) };
}
