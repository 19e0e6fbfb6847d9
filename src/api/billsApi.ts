import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { AccountDetailResponse } from './contracts/accountsContract.js';
import type { BillChanges, BillResponse, NewBill } from './contracts/billsContract.js';

// /bills (docs/product.md#bills): user-scoped, through the client secured by the container's
// session manager (docs/product.md#api-client-security). Adding is a create: it carries the
// intent's Idempotency-Key.

export type BillsApi = {
  add: (bill: NewBill, idempotencyKey: string) => Promise<AccountDetailResponse>;
  change: (id: number, changes: BillChanges) => Promise<AccountDetailResponse>;
  remove: (id: number) => Promise<void>;
};

export function createBillsApi(client: ApiClient): BillsApi {
  const answers = answersOf(client);
  return {
    async add(bill, idempotencyKey) {
      return (await answers.create<BillResponse>('/bills', bill, idempotencyKey)).bill;
    },
    async change(id, changes) {
      return (await answers.patch<BillResponse>(`/bills/${id}`, changes)).bill;
    },
    async remove(id) {
      await answers.delete(`/bills/${id}`);
    },
  };
}

export const billsApiOf = apiOf(({ userClient }) => createBillsApi(userClient));
