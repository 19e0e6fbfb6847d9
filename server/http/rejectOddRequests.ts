// Environment: server Requests no route of ours can serve are answered here, before Express, Vike
// or the error reporter see them (docs/operations.md#odd-requests: `OPTIONS *` used to reach Vike,
// answer 500 and store a notice).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The methods the product answers; anything else (TRACE, PROPFIND, …) is refused. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');

function answer(response: ServerResponse, status: number, error?: { code: string; message: string }): void {
  const body = error ? JSON.stringify({ error }) : '';
  response.writeHead(status, {
    Allow: ALLOW,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    ...(error ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
  });
  response.end(body);
}

/** RFC 9112 §3.2.2: a server accepts the absolute form (`GET http://host/path`) as its path. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*([/?][^#]*)?$/i;

/**
 * Answers the request and returns true when it is not one for our routes; otherwise may rewrite
 * an absolute-form target to its path and returns false.
 */
export function rejectOddRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const target = request.url ?? '';
  if (target === '*') {
    // RFC 9110 §9.3.7: `OPTIONS *` asks about the server itself.
    if (request.method === 'OPTIONS') answer(response, 204);
    else
      answer(response, 400, {
        code: 'bad_request_target',
        message: 'Only OPTIONS may ask about "*".',
      });
    return true;
  }
  if (!ALLOWED_METHODS.includes(request.method ?? '')) {
    answer(response, 405, {
      code: 'method_not_allowed',
      message: `This server answers ${ALLOW}.`,
    });
    return true;
  }
  if (target.startsWith('/')) return false;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    const path = absolute[1] ?? '/';
    request.url = path.startsWith('?') ? `/${path}` : path;
    return false;
  }
  answer(response, 400, {
    code: 'bad_request_target',
    message: 'The request target must be a path such as /u/bills.',
  });
  return true;
}

/** CONNECT (a proxy's tunnel) never reaches the request handler: refuse it on the socket. */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nConnection: close\r\n` + 'Content-Length: 0\r\n\r\n',
  );
}
