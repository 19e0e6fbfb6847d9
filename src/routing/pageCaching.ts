// Who may keep a copy of a rendered page (issue 5: the public insights and biller pages are
// cacheable; everything else may one day carry a user's data).

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
};

/** The Cache-Control of a page's HTML and of its pageContext.json (client navigation). */
export function pageCacheControl(page: RenderedPage): string {
  const renderedNormally = !page.is404 && !page.errorWhileRendering && !page.abortStatusCode;
  return page.config?.publicPage && renderedNormally ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE;
}
