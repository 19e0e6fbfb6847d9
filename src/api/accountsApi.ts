import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  AccountDetailResponse,
  AccountsListResponse,
  BillsDueSoonestResponse,
  ListingItem,
} from './contracts/accountsContract.js';

// GET /accounts/list and GET /accounts/{id} (docs/product.md#account-cache). Shapes follow the
// product API.

export type { AccountDetailResponse as AccountDetail } from './contracts/accountsContract.js';

/**
 * A listing as the client handles it. Our API always names the user;
 * docs/product.md#limited-listings also allows a "limited" list whose first entry has none, which
 * the client then reloads.
 */
export type Listing = Omit<ListingItem, 'user'> & { user: ListingItem['user'] | null };

export type AccountsListPage = Omit<AccountsListResponse, 'list'> & { list: Listing[] };

export type AccountsListQuery = {
  user: string;
  limit: number;
  max_page: number;
  starting_after?: string;
  /** Each item then carries its account detail too (docs/performance.md#bills-page-state: no request per bill). */
  include?: 'account_detail';
};

export function createAccountsApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    listAccounts: (query: AccountsListQuery) => answers.get<AccountsListPage>('/accounts/list', { params: query }),
    getAccount: (id: number) => answers.get<AccountDetailResponse>(`/accounts/${encodeURIComponent(id)}`),
    /** The first screen of /u/bills (docs/product.md#bills-shown-first). */
    billsDueSoonest: (limit: number) =>
      answers.get<BillsDueSoonestResponse>('/accounts/due_soonest', { params: { limit } }),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;

export const accountsApiOf = apiOf(({ userClient }) => createAccountsApi(userClient));
