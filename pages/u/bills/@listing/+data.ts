// Environment: server
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../renderer/loadPageData.js';
import { loadAccountDetail } from '../../../../src/listings/listingsSlice.js';
import { selectAuthLevel } from '../../../../src/user/userSlice.js';

export type Data = { listingId: number };

// The bill lands in the request's store (the listings slice's account cache, SPEC §4), so the
// first load renders it complete and the browser fetches nothing more. Another user's bill, or
// none, is a 404.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const text = pageContext.routeParams.listing ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw render(404);
  const listingId = Number(text);
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation || selectAuthLevel(store.getState()) !== 'Auth3') {
    return { listingId };
  }
  await loadPageData(pageContext, [store.dispatch(loadAccountDetail(listingId))]);
  if (!(listingId in store.getState().listings.accounts)) throw render(404);
  return { listingId };
}
