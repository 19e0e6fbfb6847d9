// Environment: server
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const acceptedIncomingId = /^[A-Za-z0-9._-]{1,128}$/;

/** Tags each request with an id (kept from a well-formed `X-Request-Id`, else new) and echoes it. */
export const requestId: RequestHandler = (request, response, next) => {
  const incoming = request.get('x-request-id');
  const id = incoming && acceptedIncomingId.test(incoming) ? incoming : randomUUID();
  response.locals.requestId = id;
  response.setHeader('X-Request-Id', id);
  next();
};
