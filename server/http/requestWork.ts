// Environment: server The work a request's handler does with the database, which may go on after
// its client has gone (a render and the API calls it makes, an API route awaiting its queries). The
// graceful shutdown waits for that work, not for the answer's last byte, before the database closes
// (docs/operations.md#shutdown): once the client has gone some answers never end (compression drops
// the output it had pending, a request that left the admission queue is never worked on, a piped
// file stops), and waiting for those held every SIGTERM after a load run until its deadline.
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const pendingWork = new WeakMap<ServerResponse, Promise<void>>();

/** Counts `work` as the request's until it settles (either way); returns it. */
export function keepRequestWork<T>(response: ServerResponse, work: Promise<T>): Promise<T> {
  const settled = work.then(
    () => {},
    () => {},
  );
  const earlier = pendingWork.get(response);
  const all = earlier ? Promise.all([earlier, settled]).then(() => {}) : settled;
  pendingWork.set(response, all);
  void all.then(() => {
    if (pendingWork.get(response) === all) pendingWork.delete(response);
  });
  return work;
}

/** Settles once every piece of work the request's handlers kept has; undefined if none is left. */
export function requestWorkPending(response: ServerResponse): Promise<void> | undefined {
  return pendingWork.get(response);
}

/**
 * Keeps the request's work until its handler answers: the handler's call of end(), which comes
 * once its queries are done, whether or not the client is still there to read the answer. Put
 * after compression, whose own end() is the one wrapped here (it may never reach Node's).
 */
export const keepWorkUntilAnswered: RequestHandler = (_request, response, next) => {
  const end = response.end;
  keepRequestWork(
    response,
    new Promise<void>((answered) => {
      response.end = function endAnswer(this: typeof response, ...args: Parameters<typeof end>) {
        answered();
        return end.apply(this, args);
      } as typeof end;
    }),
  );
  next();
};
