// Environment: server
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const acceptedIncomingId = /^[A-Za-z0-9._-]{1,128}$/;

/** A request's id: its well-formed `X-Request-Id`, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && acceptedIncomingId.test(incoming) ? incoming : randomUUID();
}

/** Tags each request with its id and echoes it. */
export const requestId: RequestHandler = (request, response, next) => {
  const id = requestIdFor(request.headers['x-request-id']);
  response.locals.requestId = id;
  response.setHeader('X-Request-Id', id);
  next();
};
