import { apiErrorOf } from './apiErrorOf.js';
import type { ApiClient } from './createApiClient.js';
import type {
  AutopayRuleResponse,
  BillPayment,
  BillPaymentListResponse,
  PayBillerResponse,
  PayContextResponse,
  PaymentQuoteResponse,
} from './contracts/paymentsContract.js';
import { idempotencyHeaders } from './idempotencyKey.js';

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

export type PaymentsApi = {
  context: (listingId: number) => Promise<PayContextResponse>;
  biller: (provider: string) => Promise<PayBillerResponse>;
  /** The bill's autopay rule, or null when autopay is off (the API answers 404). */
  autopay: (listingId: number) => Promise<AutopayRuleResponse | null>;
  setAutopay: (listingId: number, rule: AutopayRuleRequest) => Promise<AutopayRuleResponse>;
  removeAutopay: (listingId: number) => Promise<void>;
  quote: (query: {
    listing: number;
    payment_instrument: number;
    amount_cents: number;
    /** Asks the server whether this day is possible too (422 with the reason when not). */
    delivery_date?: string;
  }) => Promise<PaymentQuoteResponse>;
  create: (body: CreatePaymentRequest, idempotencyKey: string) => Promise<BillPayment>;
  list: (query: PaymentHistoryQuery) => Promise<BillPaymentListResponse>;
  get: (id: number) => Promise<BillPayment>;
  cancel: (id: number) => Promise<BillPayment>;
};

export function createPaymentsApi(client: ApiClient): PaymentsApi {
  return {
    async context(listingId) {
      return (
        await client.get<PayContextResponse>('/payments/context', {
          params: { listing: listingId },
        })
      ).data;
    },
    async biller(provider) {
      return (await client.get<PayBillerResponse>('/payments/biller', { params: { provider } }))
        .data;
    },
    async autopay(listingId) {
      try {
        return (await client.get<AutopayRuleResponse>(`/autopay/${listingId}`)).data;
      } catch (error) {
        if (apiErrorOf(error)?.code === 'autopay_not_found') return null;
        throw error;
      }
    },
    async setAutopay(listingId, rule) {
      return (await client.put<AutopayRuleResponse>(`/autopay/${listingId}`, rule)).data;
    },
    async removeAutopay(listingId) {
      await client.delete(`/autopay/${listingId}`);
    },
    async quote(query) {
      return (await client.get<PaymentQuoteResponse>('/payments/quote', { params: query })).data;
    },
    async create(body, idempotencyKey) {
      return (
        await client.post<BillPayment>('/payments', body, {
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data;
    },
    async list(query) {
      return (await client.get<BillPaymentListResponse>('/payments', { params: query })).data;
    },
    async get(id) {
      return (await client.get<BillPayment>(`/payments/${id}`)).data;
    },
    async cancel(id) {
      return (await client.post<BillPayment>(`/payments/${id}/cancel`)).data;
    },
  };
}
