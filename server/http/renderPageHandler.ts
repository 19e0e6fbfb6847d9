// Environment: server
import type { AxiosAdapter } from 'axios';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import type { PageErrorReportingConfig } from '../../src/error-reporting/pageErrorReportingConfig.js';
import { PAGE_VARY, PRIVATE_PAGE_CACHE, pageCacheControl } from '../../src/routing/pageCaching.js';
import { hopCookieForAnswer, newRedirectHopsRecord } from '../../src/routing/redirectHops.js';
import { allowInlineHashes, inlineHashes, type InlineHashes } from '../../src/security/contentSecurityPolicy.js';
import { SHELL_CONTEXT_HEADER } from '../../contract/shellContext.js';
import { withAssetBase } from './assetBase.js';
import { serverErrorReporting } from './errorReportingSettings.js';
import { keepRequestWork } from './requestWork.js';
import { lowerScriptPreloadPriority } from './scriptPreloadPriority.js';
import { verifyShellContext } from './verifyShellContext.js';
import {
  isKeepableAnswer,
  mayUseRenderedPageCache,
  type KeptPage,
  type RenderedPageCache,
} from './renderedPageCache.js';
import { CACHE_STATUS_NAME, SIGNED_IN_CACHE_STATUS_NAME } from './serveKeptPages.js';
import { isKeepableSignedInAnswer, signedInVisitor, type SignedInPageCache } from './signedInPageCache.js';
import { ownPathOnly } from './ownPathOnly.js';

/**
 * How server rendering reaches the API: its address and the transport to get there, and, when the
 * API is in this process, a transport for one render's calls (server/http/inProcessApiTransport.ts).
 */
export type ServerApi = {
  baseUrl: string;
  transport: AxiosAdapter;
  forOneRender?: (() => AxiosAdapter) | undefined;
};

export type RenderPageOptions = {
  /** API_BASE_URL when the API runs elsewhere; otherwise this server's own /api. */
  apiBaseUrl: string | undefined;
  serverApi: ServerApi;
  apiKey: string | undefined;
  errorReporting: PageErrorReportingConfig;
  /** Rendered public pages kept for requests without cookies (server/http/renderedPageCache.ts). */
  pageCache?: RenderedPageCache | undefined;
  /** Rendered public pages kept for the signed-in visitor they were rendered for. */
  signedInPages?: SignedInPageCache | undefined;
  /** SHELL_SHARED_SECRET: a host shell's X-Shell-Context is believed only under it. */
  shellSharedSecret?: string | undefined;
  /** ASSET_BASE_URL: where the page's asset URLs point instead of this origin. */
  assetBaseUrl?: string | undefined;
};

/**
 * The shared data a host shell vouched for in this request's X-Shell-Context, when its signature
 * and times hold; otherwise nothing, and the page is served as on its own.
 */
function hostSharedData(request: Request, secret: string | undefined) {
  const token = request.get(SHELL_CONTEXT_HEADER);
  if (!secret || !token) return undefined;
  const verdict = verifyShellContext(token, secret);
  return verdict.valid ? verdict.shared : undefined;
}

/** The page's Content-Security-Policy: the answer's policy with its inline scripts' and styles' hashes. */
function allowPageInlines(response: Response, hashes: InlineHashes) {
  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    response.setHeader('Content-Security-Policy', allowInlineHashes(policy, hashes));
  }
}

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
 * Sends the page. An answer no one may store (every signed-in page) goes out without an ETag:
 * Express would hash the whole document (SHA-1 over about 100 KB) for a validator that no cache
 * ever keeps.
 */
function sendPage(request: Request, response: Response, body: string) {
  if (!String(response.getHeader('Cache-Control') ?? '').includes('no-store')) {
    response.send(body);
    return;
  }
  const type = response.getHeader('Content-Type');
  if (typeof type === 'string' && !/;\s*charset=/i.test(type)) {
    response.setHeader('Content-Type', `${type}; charset=utf-8`);
  }
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The catch-all: Vike routes and renders, we forward its status, every header (Location,
 * Content-Type, Cache-Control, Content-Security-Policy…) and send its body.
 */
export function renderPageHandler(options: RenderPageOptions): RequestHandler {
  const { pageCache, signedInPages } = options;
  const render = async (request: Request, response: Response, next: NextFunction) => {
    // A page the cache holds was given before the app saw its request (serveKeptPages.ts).
    const usesPageCache = pageCache !== undefined && mayUseRenderedPageCache(request);
    // RFC 9211: says which answers the cache gave (bench:load reports the share).
    if (usesPageCache) response.setHeader('Cache-Status', `${CACHE_STATUS_NAME}; fwd=miss`);
    const render = usesPageCache ? pageCache.startRender() : undefined;
    const visitor = signedInPages && !usesPageCache ? signedInVisitor(request) : undefined;
    const signedInRender = visitor ? signedInPages?.startRender() : undefined;
    if (signedInRender) {
      response.setHeader('Cache-Status', `${SIGNED_IN_CACHE_STATUS_NAME}; fwd=miss`);
    }
    const transport = render?.transport ?? signedInRender?.transport;
    const redirectHops = newRedirectHopsRecord();
    const shellSharedData = hostSharedData(request, options.shellSharedSecret);
    const pageContext = await renderPage({
      ...(shellSharedData ? { shellSharedData } : {}),
      redirectHops,
      urlOriginal: request.originalUrl,
      headersOriginal: request.headers,
      requestId: String(response.locals.requestId),
      contentSecurityPolicy: String(response.getHeader('Content-Security-Policy') ?? ''),
      apiForServer: {
        baseUrl: options.serverApi.baseUrl,
        transport: transport ?? options.serverApi.forOneRender?.() ?? options.serverApi.transport,
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
    // The chain of redirects stopped at its limit (docs/product.md#redirect-hop-limit)
    // (src/routing/redirectHops.ts). A page that says the service is unavailable answers so (503)
    // when its HTML is asked for; its pageContext.json stays a 200, which client navigation needs.
    const unavailablePage =
      pageContext.config?.serviceUnavailable === true &&
      httpResponse.statusCode === 200 &&
      !pageContext.isClientSideNavigation;
    response.status(redirectHops.stopped ? 508 : unavailablePage ? 503 : httpResponse.statusCode);
    // The page's own headers (a kept page is sent with them again): Vike's, then ours below.
    const pageHeaderNames = httpResponse.headers.map(([name]) => name);
    for (const [name, value] of httpResponse.headers) {
      response.setHeader(name, name.toLowerCase() === 'location' ? ownPathOnly(value) : value);
    }
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
      pageHeaderNames.push('Cache-Control', 'Vary');
    }
    // Vike's headers were copied onto the response above (its contentType is deprecated).
    const isHtml = String(response.getHeader('Content-Type') ?? '').startsWith('text/html');
    const rendered = await httpResponse.getBody();
    const body = isHtml ? withAssetBase(lowerScriptPreloadPriority(rendered), options.assetBaseUrl) : rendered;
    // The page's inline scripts and styles are allowed by hash, never by a nonce a cache would
    // share.
    const hashes = isHtml ? inlineHashes(body) : { scripts: [], styles: [] };
    allowPageInlines(response, hashes);
    const keepable =
      render !== undefined &&
      isKeepableAnswer({
        status: response.statusCode,
        cacheControl: response.getHeader('Cache-Control'),
        setsCookie: response.hasHeader('Set-Cookie'),
      });
    const keepableSignedIn =
      signedInRender !== undefined &&
      pageContext.shellSharedData === undefined &&
      isKeepableSignedInAnswer({
        status: response.statusCode,
        cacheControl: response.getHeader('Cache-Control'),
        setsCookie: response.hasHeader('Set-Cookie'),
        publicPage: pageContext.config?.publicPage,
      });
    // Read before sending, which adds the transfer's own (Content-Length; compression's). The
    // policy is the answer's own, with the page's hashes added when it is sent again.
    const pageHeaders =
      keepable || keepableSignedIn
        ? pageHeaderNames
            .filter((name) => name.toLowerCase() !== 'content-security-policy')
            .map((name) => [name, String(response.getHeader(name))] as const)
        : [];
    sendPage(request, response, body);
    // Sending completed the Content-Type (its charset) and added the ETag. A revalidation it
    // answered with a 304 sent neither body nor Content-Type: nothing to keep from that one.
    const sentType = response.getHeader('Content-Type');
    if ((keepable || keepableSignedIn) && response.statusCode === 200 && typeof sentType === 'string') {
      const etag = response.getHeader('ETag');
      const page: KeptPage = {
        headers: pageHeaders.map(([name, value]) =>
          name.toLowerCase() === 'content-type' ? [name, sentType] : [name, value],
        ),
        inlineHashes: hashes,
        body: Buffer.from(body),
        etag: etag === undefined ? undefined : String(etag),
      };
      if (keepable) pageCache?.keep(request.originalUrl, render, page);
      else if (visitor && signedInRender) {
        signedInPages?.keep(request.originalUrl, visitor, signedInRender, page);
      }
    }
  };
  // The render (and the API calls it makes) goes on if its client leaves: a shutdown waits for
  // it before the database closes (docs/operations.md#shutdown).
  return (request, response, next) => keepRequestWork(response, render(request, response, next));
}
