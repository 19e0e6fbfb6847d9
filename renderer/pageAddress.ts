// Environment: server
import type { PageContextServer } from 'vike/types';

/**
 * The page a visitor asked for, path and query: for a client navigation, the page whose
 * `index.pageContext.json` was fetched. The maintenance page sends them back there.
 */
export function pageAddress(pageContext: PageContextServer): string {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  return `${pathname}${searchOriginal ?? ''}`;
}
