// Environment: server
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { paths } from '../src/routing/paths.js';
import { pageAddress } from './pageAddress.js';

/**
 * Runs a page's loads (usually store dispatches) in parallel, then turns an API 503 seen by any of
 * them into the docs/product.md#maintenance redirect to the maintenance page. Thunks catch their
 * errors, so the redirect thrown by the API client does not reach the data hook by itself.
 */
export async function loadPageData(
  pageContext: PageContextServer,
  loads: readonly Promise<unknown>[],
): Promise<void> {
  await Promise.all(loads);
  if (pageContext.apiUnavailable) throw redirect(paths.maintenance(pageAddress(pageContext)), 302);
}
