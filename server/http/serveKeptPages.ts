// Environment: server
// Kept public pages (server/http/renderedPageCache.ts) given ahead of the Express app: a request
// the cache holds a page for needs none of the app's middleware (its URL rendered fine, its
// headers are known, it costs no render), so it is answered as soon as it arrives, with its id,
// access-log line, security headers and the page's own headers, compressed once per page rather
// than per request. docs/performance.md#server-rendering: the biller page's server path was 3.3× its bare render, nearly all
// of it Express middleware a kept page did not need.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { allowInlineHashes } from '../../src/security/contentSecurityPolicy.js';
import { logWhenDone, type LogLine } from './accessLog.js';
import { mayUseRenderedPageCache, type KeptPage, type RenderedPageCache } from './renderedPageCache.js';
import { requestIdFor } from './requestId.js';
import { signedInVisitor, type SignedInPageCache } from './signedInPageCache.js';
import type { HeaderList } from './securityHeaders.js';

/** This cache's name in the Cache-Status header (RFC 9211) of the pages it may answer. */
export const CACHE_STATUS_NAME = 'rendered-pages';
/** The signed-in pages' cache's name there (server/http/signedInPageCache.ts). */
export const SIGNED_IN_CACHE_STATUS_NAME = 'signed-in-pages';

/** Encodings a kept page is given in, in the order we prefer them. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Smaller pages go as they are (compression's default threshold for the app's answers). */
const COMPRESSION_THRESHOLD = 1024;

/** A kept page as sent in one encoding (or none): its body and its headers, flat for writeHead. */
type Answer = { body: Buffer; headers: string[]; notModifiedHeaders: string[] };

/** Headers a 304 leaves out (RFC 9110 § 15.4.5: it has no content), as Express's does. */
const CONTENT_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Brotli is made once per page and data version, on the thread pool, at a quality per-request
 * compression could not afford; until it is ready the page goes out gzipped (made at once: about a
 * millisecond for the 80 KB insights page) or as is.
 */
const brotli = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    brotliCompress(
      body,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

export type ServeKeptPagesOptions = {
  pageCache: RenderedPageCache;
  /** Pages kept for signed-in visitors, given only to the same session while it stands. */
  signedInPages?: SignedInPageCache | undefined;
  /** The headers every answer gets (server/http/securityHeaders.ts). */
  securityHeaders: HeaderList;
  log: LogLine;
};

/**
 * A request listener that answers the requests the rendered-page caches hold a page for and
 * returns true; for every other request it does nothing and returns false. A signed-in visitor's
 * request is answered once the session's standing is known (on PostgreSQL a read): then the
 * answer is a promise.
 */
export function serveKeptPages({ pageCache, signedInPages, securityHeaders, log }: ServeKeptPagesOptions) {
  const answers = new WeakMap<KeptPage, Partial<Record<Encoding | 'identity', Answer>>>();
  const brotliStarted = new WeakSet<KeptPage>();

  const answerFor = (page: KeptPage, cacheName: string, encoding: Encoding | 'identity', body: Buffer): Answer => {
    const headers: Array<readonly [string, string]> = [];
    for (const [name, value] of securityHeaders) {
      // The policy with the page's inline hashes, as at its render.
      const isPolicy = name.toLowerCase() === 'content-security-policy';
      headers.push([name, isPolicy ? allowInlineHashes(value, page.inlineHashes) : value]);
    }
    let vary: string | undefined;
    for (const [name, value] of page.headers) {
      if (name.toLowerCase() === 'vary') vary = value;
      else headers.push([name, value]);
    }
    // Which encoding a browser gets depends on what it accepts, identity included.
    headers.push(['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
    if (page.etag !== undefined) headers.push(['ETag', page.etag]);
    headers.push(['Cache-Status', `${cacheName}; hit`]);
    if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
    headers.push(['Content-Length', String(body.length)]);
    return {
      body,
      headers: headers.flat(),
      notModifiedHeaders: headers.filter(([name]) => !CONTENT_HEADERS.has(name.toLowerCase())).flat(),
    };
  };

  /** The answer in the best encoding the request accepts that is ready (or made at once). */
  const chooseAnswer = (request: IncomingMessage, page: KeptPage, cacheName: string): Answer => {
    let made = answers.get(page);
    if (!made) {
      made = {};
      answers.set(page, made);
    }
    // As compression's threshold: a small page is not worth encoding.
    const accepted = page.body.length < COMPRESSION_THRESHOLD ? [] : new Negotiator(request).encodings([...ENCODINGS]);
    if (accepted.includes('br')) {
      if (made.br) return made.br;
      if (!brotliStarted.has(page)) {
        brotliStarted.add(page);
        const pageAnswers = made;
        brotli(page.body).then(
          (body) => (pageAnswers.br = answerFor(page, cacheName, 'br', body)),
          // Never expected; the page goes on being given gzipped or as is.
          () => undefined,
        );
      }
    }
    if (accepted.includes('gzip')) {
      made.gzip ??= answerFor(page, cacheName, 'gzip', gzipSync(page.body));
      return made.gzip;
    }
    made.identity ??= answerFor(page, cacheName, 'identity', page.body);
    return made.identity;
  };

  const answer = (request: IncomingMessage, response: ServerResponse, page: KeptPage, cacheName: string) => {
    const id = requestIdFor(request.headers['x-request-id']);
    logWhenDone(log, request, response, () => ({ id, fromPageCache: true }));
    const chosen = chooseAnswer(request, page, cacheName);
    // A revalidation of the page the browser has answers 304, as Express's would (a signed-in
    // page has no ETag: no one stores it).
    if (page.etag !== undefined && fresh(request.headers, { etag: page.etag })) {
      response.writeHead(304, ['X-Request-Id', id, ...chosen.notModifiedHeaders]);
      response.end();
    } else {
      response.writeHead(200, ['X-Request-Id', id, ...chosen.headers]);
      response.end(chosen.body);
    }
  };

  return (request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> => {
    const method = request.method ?? '';
    if (mayUseRenderedPageCache({ method, headers: request.headers })) {
      const page = pageCache.find(request.url ?? '');
      if (!page) return false;
      answer(request, response, page, CACHE_STATUS_NAME);
      return true;
    }
    const visitor = signedInPages ? signedInVisitor({ method, headers: request.headers }) : undefined;
    if (!signedInPages || !visitor) return false;
    const found = signedInPages.find(request.url ?? '', visitor);
    if (!found) return false;
    return found.then((page) => {
      if (!page) return false;
      answer(request, response, page, SIGNED_IN_CACHE_STATUS_NAME);
      return true;
    });
  };
}
