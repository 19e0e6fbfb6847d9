// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { loadSavings } from '../../../src/savings/savingsSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';

// A first load renders the member's comparisons (or, for a non-member, the preview the API's 403
// leads to) with the page; after a client navigation the browser's store loads them itself.
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  await loadPageData(pageContext, [store.dispatch(loadSavings())]);
}
