import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { callOrReject } from '../api/callOrReject.js';
import type { CreatePaymentRequest, PaymentHistoryQuery, PaymentsApi } from '../api/paymentsApi.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const paymentsApi = onFirstCall(async () => (await import('../api/paymentsApi.js')).paymentsApiOf);

// The pay-a-bill flow and the history reach the payments API through the store's `extra`, so
// tests hand in a real client pointed at a test server (docs/architecture.md#state). Their answers
// belong to one screen visit and are kept by that screen, not in the store. A failure rejects
// with what the API said (code and message, shown beside the field it is about), or with a
// network failure worth retrying.
const sliceName = 'payments';
type ThunkConfig = { extra: ThunkExtra; rejectValue: ApiErrorBody };

type Answer<Key extends keyof PaymentsApi> = Awaited<ReturnType<PaymentsApi[Key]>>;

function paymentsThunk<Result, Argument>(
  name: string,
  call: (argument: Argument, api: PaymentsApi) => Promise<Result>,
) {
  return createAsyncThunk<Result, Argument, ThunkConfig>(
    `${sliceName}/${name}`,
    (argument, { extra, rejectWithValue }) => callOrReject(() => call(argument, paymentsApi(extra)), rejectWithValue),
  );
}

export const loadPayContext = paymentsThunk<Answer<'context'>, number>('loadContext', (listingId, api) =>
  api.context(listingId),
);

export const loadPayBiller = paymentsThunk<Answer<'biller'>, string>('loadBiller', (provider, api) =>
  api.biller(provider),
);

/** The review's `opt_in_auto_pay`, done after the payment (docs/product.md#autopay-rules, docs/product.md#transient-parameters). */
export const turnOnAutopay = paymentsThunk<
  Answer<'setAutopay'>,
  { listingId: number; rule: Parameters<PaymentsApi['setAutopay']>[1] }
>('turnOnAutopay', ({ listingId, rule }, api) => api.setAutopay(listingId, rule));

/** The bill page's autopay settings (docs/product.md#autopay-rules): turned off, the rule is deleted. */
export const turnOffAutopay = paymentsThunk<void, number>('turnOffAutopay', (listingId, api) =>
  api.removeAutopay(listingId),
);

/** The server's quote; with `delivery_date`, also its verdict on that day (422 when impossible). */
export const loadPaymentQuote = paymentsThunk<Answer<'quote'>, Parameters<PaymentsApi['quote']>[0]>(
  'loadQuote',
  (query, api) => api.quote(query),
);

export const createPayment = paymentsThunk<Answer<'create'>, { body: CreatePaymentRequest; idempotencyKey: string }>(
  'create',
  ({ body, idempotencyKey }, api) => api.create(body, idempotencyKey),
);

export const loadPaymentHistory = paymentsThunk<Answer<'list'>, PaymentHistoryQuery>('loadHistory', (query, api) =>
  api.list(query),
);

export const loadPayment = paymentsThunk<Answer<'get'>, number>('loadPayment', (id, api) => api.get(id));

export const cancelPayment = paymentsThunk<Answer<'cancel'>, number>('cancel', (id, api) => api.cancel(id));
