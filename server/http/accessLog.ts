// Environment: server
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

export type LogLine = (line: string) => void;

/** What the line says beyond the request and its answer. */
type Details = () => { id: string; fromPageCache?: boolean };

/**
 * Writes the request's line when its response is finished or the client went away. Only the path
 * is logged, never the query string: it can carry amounts and account ids. A page given from the
 * rendered-page cache says so (`page_cache: "hit"`).
 */
export function logWhenDone(write: LogLine, request: IncomingMessage, response: ServerResponse, details: Details) {
  const startedAt = process.hrtime.bigint();
  let written = false;
  const log = () => {
    if (written) return;
    written = true;
    const milliseconds = Number(process.hrtime.bigint() - startedAt) / 1e6;
    // The URL the request arrived with (Express's originalUrl), whatever routing did to `url`.
    const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';
    const path = url.split('?')[0] ?? '';
    const { id, fromPageCache } = details();
    const entry = {
      time: new Date().toISOString(),
      id,
      method: request.method,
      path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
      status: response.statusCode,
      ms: Math.round(milliseconds * 10) / 10,
      aborted: !response.writableFinished,
      ...(fromPageCache ? { page_cache: 'hit' } : {}),
    };
    write(JSON.stringify(entry));
  };
  response.on('finish', log);
  response.on('close', log);
}

/** One line per request that reaches the app (logWhenDone; kept pages log their own). */
export function accessLog(write: LogLine): RequestHandler {
  return (request, response, next) => {
    logWhenDone(write, request, response, () => ({ id: String(response.locals.requestId ?? '') }));
    next();
  };
}
