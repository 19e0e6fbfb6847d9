import { createAsyncThunk } from '@reduxjs/toolkit';
import type { CreatePaymentRequest, PaymentHistoryQuery, PaymentsApi } from '../api/paymentsApi.js';
import type { ThunkExtra } from '../store/thunkExtra.js';

// The pay-a-bill flow and the history reach the payments API through the store's `extra`, so
// tests hand in a real client pointed at a test server (ARCHITECTURE.md § State). Their answers
// belong to one screen visit and are kept by that screen, not in the store.
const sliceName = 'payments';
type ThunkConfig = { extra: ThunkExtra };

type Answer<Key extends keyof PaymentsApi> = Awaited<ReturnType<PaymentsApi[Key]>>;

export const loadPayContext = createAsyncThunk<Answer<'context'>, number, ThunkConfig>(
  `${sliceName}/loadContext`,
  (listingId, { extra }) => extra.paymentsApi.context(listingId),
);

export const loadPayBiller = createAsyncThunk<Answer<'biller'>, string, ThunkConfig>(
  `${sliceName}/loadBiller`,
  (provider, { extra }) => extra.paymentsApi.biller(provider),
);

/** The review's `opt_in_auto_pay`, done after the payment (issue 13, SPEC §2). */
export const turnOnAutopay = createAsyncThunk<
  Answer<'setAutopay'>,
  { listingId: number; rule: Parameters<PaymentsApi['setAutopay']>[1] },
  ThunkConfig
>(`${sliceName}/turnOnAutopay`, ({ listingId, rule }, { extra }) =>
  extra.paymentsApi.setAutopay(listingId, rule),
);

/** The bill page's autopay settings (issue 13): turned off, the rule is deleted. */
export const turnOffAutopay = createAsyncThunk<void, number, ThunkConfig>(
  `${sliceName}/turnOffAutopay`,
  (listingId, { extra }) => extra.paymentsApi.removeAutopay(listingId),
);

export const loadPaymentQuote = createAsyncThunk<
  Answer<'quote'>,
  Parameters<PaymentsApi['quote']>[0],
  ThunkConfig
>(`${sliceName}/loadQuote`, (query, { extra }) => extra.paymentsApi.quote(query));

export const createPayment = createAsyncThunk<
  Answer<'create'>,
  { body: CreatePaymentRequest; idempotencyKey: string },
  ThunkConfig
>(`${sliceName}/create`, ({ body, idempotencyKey }, { extra }) =>
  extra.paymentsApi.create(body, idempotencyKey),
);

export const loadPaymentHistory = createAsyncThunk<
  Answer<'list'>,
  PaymentHistoryQuery,
  ThunkConfig
>(`${sliceName}/loadHistory`, (query, { extra }) => extra.paymentsApi.list(query));

export const loadPayment = createAsyncThunk<Answer<'get'>, number, ThunkConfig>(
  `${sliceName}/loadPayment`,
  (id, { extra }) => extra.paymentsApi.get(id),
);

export const cancelPayment = createAsyncThunk<Answer<'cancel'>, number, ThunkConfig>(
  `${sliceName}/cancel`,
  (id, { extra }) => extra.paymentsApi.cancel(id),
);
