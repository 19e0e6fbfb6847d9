// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import { loadMembership } from '../../../src/membership/membershipSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';
import { loadWallet } from '../../../src/wallet/walletSlice.js';

// A first load renders the membership and the wallet Manage offers (they land in the serialized
// store); after a client navigation the browser's store loads them itself.
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  await loadPageData(pageContext, [store.dispatch(loadMembership()), store.dispatch(loadWallet())]);
}
