// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { loadListings } from '../../../src/listings/listingsSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';

// docs/performance.md#first-load-javascript: a first load renders every bill with its account details. The listings and the account cache (docs/product.md#account-cache)
// account cache are filled here, on the server, from the paged /accounts/list (details included),
// and reach the browser in the serialized store: it fetches none of them again and nothing shifts.
// After a client navigation the browser's store already holds them (loaded at sign-in, docs/product.md#loading-listings).
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  await loadPageData(pageContext, [store.dispatch(loadListings())]);
}
