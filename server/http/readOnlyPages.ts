// Environment: server
// Pages are read, never written to: every form of ours sends its data to the API (or, like
// search, with GET). A POST, PUT, PATCH or DELETE to a page address used to render the page as if
// it were a GET and answer 200; it now gets 405 with the methods a page takes (RFC 9110 § 15.5.6),
// and OPTIONS gets those methods with 204 (docs/architecture.md#bad-input: odd methods).
import type { RequestHandler } from 'express';
import { renderMethodNotAllowedPage } from './plainErrorPage.js';

const PAGE_METHODS = ['GET', 'HEAD'];
const ALLOW = [...PAGE_METHODS, 'OPTIONS'].join(', ');
const MESSAGE = 'Pages can only be read (GET); changes go through the app.';

export const readOnlyPages: RequestHandler = (request, response, next) => {
  if (PAGE_METHODS.includes(request.method)) {
    next();
    return;
  }
  response.setHeader('Allow', ALLOW);
  response.setHeader('Cache-Control', 'no-store');
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  response.status(405);
  if (request.accepts('html')) response.type('html').send(renderMethodNotAllowedPage(MESSAGE));
  else response.json({ error: { code: 'method_not_allowed', message: MESSAGE } });
};
