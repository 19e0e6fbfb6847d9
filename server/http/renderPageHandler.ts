// Environment: server
import type { AxiosAdapter } from 'axios';
import type { Request, RequestHandler } from 'express';
import { renderPage } from 'vike/server';
import type { PageErrorReportingConfig } from '../../src/error-reporting/pageErrorReportingConfig.js';
import { PAGE_VARY, PRIVATE_PAGE_CACHE, pageCacheControl } from '../../src/routing/pageCaching.js';
import { hopCookieForAnswer, newRedirectHopsRecord } from '../../src/routing/redirectHops.js';
import { allowScriptHashes, inlineScriptHashes } from '../../src/security/contentSecurityPolicy.js';
import { serverErrorReporting } from './errorReportingSettings.js';

/** How server rendering reaches the API: its address and the transport to get there. */
export type ServerApi = { baseUrl: string; transport: AxiosAdapter };

export type RenderPageOptions = {
  /** API_BASE_URL when the API runs elsewhere; otherwise this server's own /api. */
  apiBaseUrl: string | undefined;
  serverApi: ServerApi;
  apiKey: string | undefined;
  errorReporting: PageErrorReportingConfig;
};

/**
 * The address on which this very connection reached us (for server-side error notices to our
 * own collector). Never the Host header, which the client controls.
 */
export function ownOrigin(request: Request): string {
  const { localAddress, localPort } = request.socket;
  let host = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  if (host === '::' || host === '0.0.0.0') host = '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}

/**
 * The catch-all: Vike routes and renders, we forward its status, every header (Location,
 * Content-Type, Cache-Control, Content-Security-Policy…) and send its body.
 */
export function renderPageHandler(options: RenderPageOptions): RequestHandler {
  return async (request, response, next) => {
    const redirectHops = newRedirectHopsRecord();
    const pageContext = await renderPage({
      redirectHops,
      urlOriginal: request.originalUrl,
      headersOriginal: request.headers,
      requestId: String(response.locals.requestId),
      contentSecurityPolicy: String(response.getHeader('Content-Security-Policy') ?? ''),
      apiForServer: {
        ...options.serverApi,
        ...(options.apiKey ? { key: options.apiKey } : {}),
      },
      apiForBrowser: {
        baseUrl: options.apiBaseUrl ?? '/api',
        ...(options.apiKey ? { key: options.apiKey } : {}),
      },
      errorReportingForBrowser: options.errorReporting,
      errorReportingForServer: serverErrorReporting(options.errorReporting, ownOrigin(request)),
    });
    const { httpResponse } = pageContext;
    if (!httpResponse) {
      next();
      return;
    }
    // SPEC §9: the chain of redirects stopped at its limit (src/routing/redirectHops.ts).
    response.status(redirectHops.stopped ? 508 : httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) response.setHeader(name, value);
    const hopCookie = hopCookieForAnswer(
      request.headers.cookie,
      pageContext.urlParsed?.pathnameOriginal ?? request.path,
      redirectHops,
      request.secure,
    );
    if (hopCookie) {
      // A hop belongs to one visitor's chain: no shared cache keeps it.
      response.append('Set-Cookie', hopCookie);
      response.setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
    }
    // Vike's pageContext.json answers (client navigation) skip +headersResponse: same rule here.
    if (!response.hasHeader('Cache-Control')) {
      response.setHeader('Cache-Control', pageCacheControl(pageContext));
      response.vary(PAGE_VARY);
    }
    // The page's inline scripts are allowed by hash, never by a nonce a cache would share.
    const body = await httpResponse.getBody();
    const policy = response.getHeader('Content-Security-Policy');
    // Vike's headers were copied onto the response above (its contentType is deprecated).
    const contentType = String(response.getHeader('Content-Type') ?? '');
    if (typeof policy === 'string' && contentType.startsWith('text/html')) {
      response.setHeader(
        'Content-Security-Policy',
        allowScriptHashes(policy, inlineScriptHashes(body)),
      );
    }
    response.send(body);
  };
}
