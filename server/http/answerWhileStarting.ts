// Environment: server What the server answers between listening and being ready
// (docs/operations.md#health-and-readiness): the entry (server/index.ts) listens before it loads
// the rest of the server and opens and migrates the database, so that an orchestrator sees a live
// process within a second (docs/performance.md#start-up). Meanwhile /healthz is 200 (alive),
// /readyz 503 (`starting`), and every other request 503 with Retry-After: 1: an API call gets the
// API's JSON error, which the browser already treats as maintenance, a page a plain page that
// loads itself again a second later (docs/product.md#maintenance).
// Plain node:http only: this module is loaded before Express and the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPlainErrorPage } from './plainErrorPage.js';

/** Seconds a client is asked to wait: a later start is ready in about a second. */
export const STARTING_RETRY_AFTER_SECONDS = 1;

const STARTING_MESSAGE = 'The service is starting. Try again in a moment.';

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Cache-Control': 'no-store',
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function wantsHtml(request: IncomingMessage): boolean {
  const path = request.url ?? '/';
  return !path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

export function answerWhileStarting(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  const json = 'application/json; charset=utf-8';
  if (path === '/healthz') {
    send(response, 200, json, JSON.stringify({ status: 'ok' }));
    return;
  }
  if (path === '/readyz') {
    send(response, 503, json, JSON.stringify({ status: 'unavailable', reason: 'starting' }));
    return;
  }
  const retryAfter = { 'Retry-After': String(STARTING_RETRY_AFTER_SECONDS) };
  if (wantsHtml(request)) {
    const page = renderPlainErrorPage({
      title: 'Starting',
      heading: 'We’re starting up',
      message: STARTING_MESSAGE,
      status: 503,
      // The visitor gets the page asked for as soon as the server serves, without doing anything.
      reloadAfterSeconds: STARTING_RETRY_AFTER_SECONDS,
    });
    send(response, 503, 'text/html; charset=utf-8', page, retryAfter);
    return;
  }
  const error = { code: 'starting', message: STARTING_MESSAGE };
  send(response, 503, json, JSON.stringify({ error }), retryAfter);
}
