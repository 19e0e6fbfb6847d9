import type { AxiosInstance } from 'axios';

// GET /accounts/list and GET /accounts/{id} (SPEC §7). Shapes follow the product API.

export type ProviderSummary = { id: number; slug: string; name: string };
export type ServiceTypeSummary = { id: number; slug: string; name: string; icon: string };

export type Listing = {
  id: number;
  provider: ProviderSummary & { service_type?: ServiceTypeSummary };
  /** SPEC §3: a list whose first entry has no user is "limited". */
  user?: { id: number; username: string } | null;
  account: { id: number; nickname?: string | null; masked_account_number?: string } | null;
};

export type AccountsListPage = {
  list: Listing[];
  has_more: boolean;
  starting_after: string | null;
};

export type AccountDetail = {
  id: number;
  provider: ProviderSummary;
  service_type: ServiceTypeSummary & {
    service_type_group: { id: number; slug: string; name: string };
  };
  nickname: string | null;
  masked_account_number: string;
  balance_cents: number;
  due_date: string | null;
  autopay: boolean;
  paperless: boolean;
  created_at: string;
  last_payment: { amount_cents: number; paid_at: string; pay_method: string } | null;
};

export type AccountsListQuery = {
  user: string;
  limit: number;
  max_page: number;
  starting_after?: string;
};

export type AccountsApi = {
  listAccounts: (query: AccountsListQuery) => Promise<AccountsListPage>;
  getAccount: (id: number) => Promise<AccountDetail>;
};

export function createAccountsApi(client: AxiosInstance): AccountsApi {
  return {
    async listAccounts(query) {
      const response = await client.get<AccountsListPage>('/accounts/list', { params: query });
      return response.data;
    },
    async getAccount(id) {
      const response = await client.get<AccountDetail>(`/accounts/${encodeURIComponent(id)}`);
      return response.data;
    },
  };
}
