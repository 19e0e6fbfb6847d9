// Environment: server Rendered public pages, kept (docs/architecture.md#page-caches: public pages
// are prerendered and cacheable). A page is kept only when it is exactly what a new render would
// give:
// - it answered a GET carrying no Cookie header: nobody's session, sidebar choice or redirect
//   chain (the only request state pages read) shaped it, and the page says `Vary: Cookie`;
// - it rendered normally as a public page: 200, Cache-Control public, no Set-Cookie;
// - every API answer it was built from was a public answer (server/api/publicAnswerCache.ts) of
//   the data version current when the render began and still current when it ended.
// It is given again, for the same URL (path and query: a page and its pageContext.json are two
// URLs), while that version stands, the API is out of maintenance and this process serves this
// build; a refresh that moves the insights' as_of (which every seed write ends with) drops every
// kept page at once. Signed-in visitors always carry their session cookie, so their requests
// never read or fill it. Memory is bounded: the least recently given pages go first.
import { SHELL_CONTEXT_HEADER } from '../../contract/shellContext.js';
import type { AxiosAdapter } from 'axios';
import type { InlineHashes } from '../../src/security/contentSecurityPolicy.js';
import { PUBLIC_PAGE_CACHE } from '../../src/routing/pageCaching.js';
import type { PublicAnswerCache } from '../api/publicAnswerCache.js';
import type { AnswerObserver, InProcessApiTransport } from './inProcessApiTransport.js';

/**
 * A kept page: the headers the page itself set (not those every answer gets: request id, security
 * headers), the hashes its inline scripts and styles add to the Content-Security-Policy, its body
 * and ETag.
 */
export type KeptPage = {
  headers: ReadonlyArray<readonly [string, string]>;
  inlineHashes: InlineHashes;
  /** Encoded once, not at every answer. */
  body: Buffer;
  etag: string | undefined;
};

/** One render that may be kept: its API calls go through `transport`, which notes their answers. */
export type PageRender = {
  transport: AxiosAdapter;
  /** Whether every API call was answered, each with a public answer of the render's version. */
  builtOnPublicAnswers: () => boolean;
  version: string;
};

export type RenderedPageCache = {
  /** The kept page for `url`, while the data it shows stand. */
  find: (url: string) => KeptPage | undefined;
  /** A render whose page may be kept, or undefined when the data version is not known now. */
  startRender: () => PageRender | undefined;
  /** Keeps `page` for `url` if `render` was built on public answers of the current version. */
  keep: (url: string, render: PageRender, page: KeptPage) => void;
};

export type RenderedPageCacheOptions = {
  publicAnswers: Pick<PublicAnswerCache, 'currentVersion'>;
  transport: InProcessApiTransport;
  /** The memory the kept bodies may take. */
  maxBytes?: number;
  /** Query strings make the URL space open-ended. */
  maxPages?: number;
};

/** The insights page is about 80 KB: a few hundred pages. */
const DEFAULT_MAX_BYTES = 24 * 1024 * 1024;
const DEFAULT_MAX_PAGES = 1_000;

/** Whether a request's page may come from (and go to) the cache: a GET that carries no cookie. */
/** Node's name for the header: lower case. */
const SHELL_CONTEXT_HEADER_NAME = SHELL_CONTEXT_HEADER.toLowerCase();

export function mayUseRenderedPageCache(request: { method: string; headers: NodeJS.Dict<string | string[]> }): boolean {
  // A page asked for by a host shell is drawn for that host (its chrome, its visitor): never
  // given to, or kept from, anyone else.
  return (
    request.method === 'GET' &&
    request.headers.cookie === undefined &&
    request.headers[SHELL_CONTEXT_HEADER_NAME] === undefined
  );
}

/** Whether an answer may be kept: a public page that rendered normally and sets no cookie. */
export function isKeepableAnswer(answer: { status: number; cacheControl: unknown; setsCookie: boolean }): boolean {
  return answer.status === 200 && answer.cacheControl === PUBLIC_PAGE_CACHE && !answer.setsCookie;
}

/**
 * The transport of one render: `observe` is told of each answer (inProcessApiTransport.ts), and
 * `started` says how many calls were made, answered or not.
 */
export function countingCalls(transport: InProcessApiTransport, observe: AnswerObserver) {
  let started = 0;
  const observed = transport.reportingTo(observe);
  const counting: AxiosAdapter = (config) => {
    started += 1;
    return observed(config);
  };
  return { transport: counting, started: () => started };
}

export function createRenderedPageCache(options: RenderedPageCacheOptions): RenderedPageCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  // The pages of one data version, least recently given first; a newer version replaces them.
  let kept = { version: '', pages: new Map<string, KeptPage & { bytes: number }>(), bytes: 0 };

  const find = (url: string) => {
    const version = options.publicAnswers.currentVersion();
    if (version === undefined || version !== kept.version) return undefined;
    const page = kept.pages.get(url);
    if (page) {
      kept.pages.delete(url);
      kept.pages.set(url, page);
    }
    return page;
  };

  const startRender = (): PageRender | undefined => {
    const version = options.publicAnswers.currentVersion();
    if (version === undefined) return undefined;
    let publicOfVersion = 0;
    const calls = countingCalls(options.transport, (answerVersion) => {
      if (answerVersion === version) publicOfVersion += 1;
    });
    return {
      version,
      transport: calls.transport,
      builtOnPublicAnswers: () => publicOfVersion === calls.started(),
    };
  };

  const keep = (url: string, render: PageRender, page: KeptPage) => {
    if (!render.builtOnPublicAnswers()) return;
    // The data moved while the page was rendered: it may mix two versions.
    if (options.publicAnswers.currentVersion() !== render.version) return;
    const bytes = page.body.length;
    if (bytes > maxBytes) return;
    if (kept.version !== render.version) {
      kept = { version: render.version, pages: new Map(), bytes: 0 };
    }
    const { pages } = kept;
    const previous = pages.get(url);
    if (previous) {
      pages.delete(url);
      kept.bytes -= previous.bytes;
    }
    pages.set(url, { ...page, bytes });
    kept.bytes += bytes;
    for (const [oldestUrl, oldest] of pages) {
      if (kept.bytes <= maxBytes && pages.size <= maxPages) break;
      pages.delete(oldestUrl);
      kept.bytes -= oldest.bytes;
    }
  };

  return { find, startRender, keep };
}
