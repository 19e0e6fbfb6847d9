// Environment: server
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../../renderer/loadPageData.js';
import type { BillPayment } from '../../../../../src/api/contracts/paymentsContract.js';
import { apiErrorOf } from '../../../../../src/api/apiErrorOf.js';
import { selectAuthLevel } from '../../../../../src/user/userSlice.js';
import { paymentsApiOf } from '../../../../../src/api/paymentsApi.js';

export type Data = { paymentId: number; payment: BillPayment | null };

// The receipt is rendered on the server with its payment (docs/product.md#receipt); another user's
// payment, or none, is a 404.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const text = pageContext.routeParams.payment ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw render(404);
  const paymentId = Number(text);
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') return { paymentId, payment: null };
  let payment: BillPayment | null = null;
  let notFound = false;
  await loadPageData(pageContext, [
    paymentsApiOf(api)
      .get(paymentId)
      .then(
        (answer) => (payment = answer),
        (error: unknown) => (notFound = apiErrorOf(error)?.status === 404),
      ),
  ]);
  if (notFound) throw render(404);
  return { paymentId, payment };
}
