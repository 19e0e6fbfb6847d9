// Environment: server
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../renderer/loadPageData.js';
import type {
  AutopayRuleResponse,
  BillPaymentListResponse,
  PayContextResponse,
} from '../../../../src/api/contracts/paymentsContract.js';
import { loadAccountDetail } from '../../../../src/listings/listingsSlice.js';
import { PAYMENT_HISTORY_PAGE_SIZE } from '../../../../src/payments/PaymentHistory.js';
import { selectAuthLevel } from '../../../../src/user/userSlice.js';
import { paymentsApiOf } from '../../../../src/api/paymentsApi.js';

export type Data = {
  listingId: number;
  payments: BillPaymentListResponse | null;
  /** The autopay settings (docs/product.md#autopay-rules): the rule (null when off) and the methods it may pay from. */
  autopay: {
    rule: AutopayRuleResponse | null;
    instruments: PayContextResponse['instruments'];
  } | null;
};

// The bill lands in the request's store (the listings slice's account cache;
// docs/product.md#account-cache), so the first load renders it complete and the browser fetches
// nothing more; after a client navigation the browser's store loads it if it is not cached. The
// bill's own payments (docs/product.md#bills) are rendered on the server either way. Another user's
// bill, or none, is a 404.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const text = pageContext.routeParams.listing ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw render(404);
  const listingId = Number(text);
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') {
    return { listingId, payments: null, autopay: null };
  }
  let payments: BillPaymentListResponse | null = null;
  let autopay: Data['autopay'] = null;
  const loadPayments = paymentsApiOf(api)
    .list({ listing: String(listingId), limit: PAYMENT_HISTORY_PAGE_SIZE })
    .then(
      (answer) => (payments = answer),
      () => undefined,
    );
  // The rule and the wallet's methods in the same wave; a failure leaves the section out.
  const loadAutopay = Promise.all([paymentsApiOf(api).autopay(listingId), paymentsApiOf(api).context(listingId)]).then(
    ([rule, context]) => (autopay = { rule, instruments: context.instruments }),
    () => undefined,
  );
  if (pageContext.isClientSideNavigation) {
    await loadPageData(pageContext, [loadPayments, loadAutopay]);
    return { listingId, payments, autopay };
  }
  await loadPageData(pageContext, [store.dispatch(loadAccountDetail(listingId)), loadPayments, loadAutopay]);
  if (!(listingId in store.getState().listings.accounts)) throw render(404);
  return { listingId, payments, autopay };
}
