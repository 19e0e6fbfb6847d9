// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../renderer/loadPageData.js';
import { readEnrollmentFlow } from '../../../../src/membership/enrollmentSteps.js';
import { loadEnrollmentQuote, loadMembership } from '../../../../src/membership/membershipSlice.js';
import { selectAuthLevel } from '../../../../src/user/userSlice.js';
import { loadWallet } from '../../../../src/wallet/walletSlice.js';

// A first load renders the step the URL names with what it needs: the membership (a member is
// sent to theirs), the wallet, and on the review the server's price and dates.
export async function data(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation) return;
  if (selectAuthLevel(store.getState()) !== 'Auth3') return;
  const flow = readEnrollmentFlow(new URLSearchParams(pageContext.urlParsed.searchOriginal ?? ''));
  await loadPageData(pageContext, [
    store.dispatch(loadMembership()),
    store.dispatch(loadWallet()),
    ...(flow.step === 'review' && flow.plan ? [store.dispatch(loadEnrollmentQuote(flow.plan))] : []),
  ]);
}
