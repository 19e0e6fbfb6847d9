import { apiErrorOf } from './apiErrorOf.js';
import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  AutopayRuleResponse,
  BillPayment,
  BillPaymentListResponse,
  PayBillerResponse,
  PayContextResponse,
  PaymentQuoteResponse,
} from './contracts/paymentsContract.js';

// Bill payments (docs/product.md#bills). User-scoped: the client secured by the container's session
// manager.

export type CreatePaymentRequest = {
  listing_id: number;
  payment_instrument_id: number;
  amount_cents: number;
  delivery_date: string;
  /** Pay although another payment to this bill was made in the last 5 days. */
  confirm_duplicate?: boolean;
};

export type PaymentHistoryQuery = {
  listing?: string;
  status?: string;
  from?: string;
  to?: string;
  limit?: number;
  starting_after?: string;
};

/** PUT /autopay/{listing}: the whole rule (idempotent by nature: no key). */
export type AutopayRuleRequest = {
  payment_instrument_id: number;
  amount_kind: 'statement_balance' | 'fixed';
  fixed_amount_cents?: number | null;
  days_before_due?: number;
  /** Turned on while this statement is being paid by hand: autopay starts with the next one. */
  from_next_statement?: boolean;
};

export type PaymentQuoteQuery = {
  listing: number;
  payment_instrument: number;
  amount_cents: number;
  /** Asks the server whether this day is possible too (422 with the reason when not). */
  delivery_date?: string;
};

export function createPaymentsApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    context: (listingId: number) =>
      answers.get<PayContextResponse>('/payments/context', { params: { listing: listingId } }),
    biller: (provider: string) => answers.get<PayBillerResponse>('/payments/biller', { params: { provider } }),
    /** The bill's autopay rule, or null when autopay is off (the API answers 404). */
    async autopay(listingId: number) {
      try {
        return await answers.get<AutopayRuleResponse>(`/autopay/${listingId}`);
      } catch (error) {
        if (apiErrorOf(error)?.code === 'autopay_not_found') return null;
        throw error;
      }
    },
    setAutopay: (listingId: number, rule: AutopayRuleRequest) =>
      answers.put<AutopayRuleResponse>(`/autopay/${listingId}`, rule),
    async removeAutopay(listingId: number) {
      await answers.delete(`/autopay/${listingId}`);
    },
    quote: (query: PaymentQuoteQuery) => answers.get<PaymentQuoteResponse>('/payments/quote', { params: query }),
    create: (body: CreatePaymentRequest, idempotencyKey: string) =>
      answers.create<BillPayment>('/payments', body, idempotencyKey),
    list: (query: PaymentHistoryQuery) => answers.get<BillPaymentListResponse>('/payments', { params: query }),
    get: (id: number) => answers.get<BillPayment>(`/payments/${id}`),
    cancel: (id: number) => answers.post<BillPayment>(`/payments/${id}/cancel`),
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;

export const paymentsApiOf = apiOf(({ userClient }) => createPaymentsApi(userClient));
