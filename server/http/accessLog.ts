// Environment: server
import type { RequestHandler } from 'express';
import { SERVED_FROM_PAGE_CACHE } from './renderedPageCache.js';

export type LogLine = (line: string) => void;

/**
 * One line per request, written when the response is finished or the client went away.
 * Only the path is logged, never the query string: it can carry amounts and account ids. A page
 * given from the rendered-page cache says so (`page_cache: "hit"`).
 */
export function accessLog(write: LogLine): RequestHandler {
  return (request, response, next) => {
    const startedAt = process.hrtime.bigint();
    let written = false;
    const log = () => {
      if (written) return;
      written = true;
      const milliseconds = Number(process.hrtime.bigint() - startedAt) / 1e6;
      const path = request.originalUrl.split('?')[0] ?? '';
      const entry = {
        time: new Date().toISOString(),
        id: String(response.locals.requestId ?? ''),
        method: request.method,
        path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
        status: response.statusCode,
        ms: Math.round(milliseconds * 10) / 10,
        aborted: !response.writableFinished,
        ...(response.locals[SERVED_FROM_PAGE_CACHE] === true ? { page_cache: 'hit' } : {}),
      };
      write(JSON.stringify(entry));
    };
    response.on('finish', log);
    response.on('close', log);
    next();
  };
}
