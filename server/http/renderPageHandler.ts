// Environment: server
import type { RequestHandler } from 'express';
import { renderPage } from 'vike/server';

/**
 * The catch-all: Vike routes and renders, we forward its status, every header (Location,
 * Content-Type, Cache-Control, Content-Security-Policy…) and stream its body.
 */
export function renderPageHandler(): RequestHandler {
  return async (request, response, next) => {
    const pageContext = await renderPage({
      urlOriginal: request.originalUrl,
      headersOriginal: request.headers,
      cspNonce: String(response.locals.cspNonce),
      requestId: String(response.locals.requestId),
      contentSecurityPolicy: String(response.getHeader('Content-Security-Policy') ?? ''),
    });
    const { httpResponse } = pageContext;
    if (!httpResponse) {
      next();
      return;
    }
    response.status(httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) response.setHeader(name, value);
    httpResponse.pipe(response);
  };
}
