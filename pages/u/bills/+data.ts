// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { BILLS_SHOWN_FIRST } from '../../../src/bills/billRules.js';
import { billsDueSoonestLoaded } from '../../../src/listings/listingsSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';
import { accountsApiOf } from '../../../src/api/accountsApi.js';

// A first load renders the bills due soonest with their account details
// (docs/product.md#bills-shown-first): one call of /accounts/due_soonest, which finds only those,
// fills the listings and the account cache here, on the server, and they reach the browser in the
// serialized store, so nothing shifts. The browser loads the whole list after hydration, as it
// does at sign-in. After a client navigation the browser's store already holds them.
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store, api } = pageContext;
  if (pageContext.isClientSideNavigation || !api) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  const load = accountsApiOf(api)
    .billsDueSoonest(BILLS_SHOWN_FIRST)
    .then(
      (answer) => store.dispatch(billsDueSoonestLoaded(answer)),
      // The page then arrives with the list still to load, and the browser loads it after hydration
      // (docs/product.md#load-failures); an API that is down is the maintenance redirect below.
      (error: unknown) => api.reportError(error, { action: 'accounts/due_soonest' }),
    );
  await loadPageData(pageContext, [load]);
}
