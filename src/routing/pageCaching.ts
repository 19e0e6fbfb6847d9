// Who may keep a copy of a rendered page (docs/product.md#page-caching: the public insights and
// biller pages are cacheable; everything else may one day carry a user's data). A page rendered for
// a session is the signed-in shell with that person's name and data: never in a shared cache.

/**
 * A public page that rendered normally may be kept by shared caches (CDNs) for a few minutes and
 * served stale while they revalidate: the data behind it (insight aggregates) changes daily.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Never stored by anyone. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

export type RenderedPage = {
  config?: { publicPage?: boolean | undefined } | undefined;
  is404?: boolean | null | undefined;
  errorWhileRendering?: unknown;
  abortStatusCode?: unknown;
  /** The request carried a session cookie, so the page was rendered for that session. */
  hasSessionCookie?: boolean | undefined;
  /** Shared data a host shell vouched for shaped the page: it is that host's visitor's. */
  shellSharedData?: unknown;
};

/** The Cache-Control of a page's HTML and of its pageContext.json (client navigation). */
export function pageCacheControl(page: RenderedPage): string {
  const renderedNormally = !page.is404 && !page.errorWhileRendering && !page.abortStatusCode;
  return page.config?.publicPage && renderedNormally && !page.hasSessionCookie && page.shellSharedData === undefined
    ? PUBLIC_PAGE_CACHE
    : PRIVATE_PAGE_CACHE;
}

/**
 * Every page depends on the request's cookies (the session, the sidebar choice): a cache must
 * never answer one visitor's request with the copy made for another's cookies.
 */
export const PAGE_VARY = 'Cookie';
