// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadSignedInPageData } from '../../../../renderer/loadPageData.js';
import type { BillPaymentListResponse } from '../../../../src/api/contracts/paymentsContract.js';
import { PAYMENT_HISTORY_PAGE_SIZE } from '../../../../src/payments/PaymentHistory.js';
import { paymentsApiOf } from '../../../../src/api/paymentsApi.js';

export type Data = { firstPage: BillPaymentListResponse | null };

// The history's first page is rendered on the server (docs/product.md#payment-history), on a first
// load and a client navigation alike (Vike then fetches it with the page context): the browser does
// not fetch it after load. A failure leaves it to the browser, which shows the error and can retry.
export async function data(pageContext: PageContextServer): Promise<Data> {
  return {
    firstPage: await loadSignedInPageData(pageContext, (api) =>
      paymentsApiOf(api).list({ limit: PAYMENT_HISTORY_PAGE_SIZE }),
    ),
  };
}
