// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { loadIdentityProtection } from '../../../src/identityProtection/identityProtectionSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';

// A first load renders the member's monitoring (or, for a non-member, the preview the API's 403
// leads to) with the page; after a client navigation the browser's store loads it itself.
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  await loadPageData(pageContext, [store.dispatch(loadIdentityProtection())]);
}
