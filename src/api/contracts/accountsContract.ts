// GET /accounts/list and GET /accounts/{id} answers (SPEC §7): the one definition the API
// (server/api) builds and the micro-app's client (src/api) reads.
import type { PayMethod } from './payMethods.js';

export type ProviderSummary = { id: number; slug: string; name: string };
export type ServiceTypeSummary = { id: number; slug: string; name: string; icon: string };

export type ListingItem = {
  id: number;
  provider: ProviderSummary & { service_type: ServiceTypeSummary };
  user: { id: number; username: string };
  account: { id: number; nickname: string | null; masked_account_number: string };
};

export type AccountsListResponse = {
  list: ListingItem[];
  has_more: boolean;
  /** Pass back as `starting_after` for the next page; null on the last page. */
  starting_after: string | null;
};

export type AccountDetailResponse = {
  id: number;
  provider: ProviderSummary;
  service_type: ServiceTypeSummary & {
    service_type_group: { id: number; slug: string; name: string };
  };
  nickname: string | null;
  masked_account_number: string;
  balance_cents: number;
  /** The statement's minimum payment (issue 13). */
  minimum_due_cents: number;
  due_date: string | null;
  autopay: boolean;
  paperless: boolean;
  created_at: string;
  last_payment: { amount_cents: number; paid_at: string; pay_method: PayMethod } | null;
};
