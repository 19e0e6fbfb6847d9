// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { BILLS_SHOWN_FIRST } from '../../../src/bills/billRules.js';
import { loadListings, listingsTrimmed } from '../../../src/listings/listingsSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';

// A first load renders the bills due soonest with their account details. The listings and the
// account cache (docs/product.md#listings-and-the-account-cache) are filled here, on the server,
// from the paged /accounts/list (details included), and reach the browser in the serialized
// store: it fetches none of them again and nothing shifts. After a client navigation the
// browser's store already holds them (loaded at sign-in).
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  await loadPageData(pageContext, [store.dispatch(loadListings())]);
  // Only the bills the page shows first go into its state; the browser loads the rest after
  // hydration (docs/performance.md#bills-page-state).
  store.dispatch(listingsTrimmed(BILLS_SHOWN_FIRST));
}
