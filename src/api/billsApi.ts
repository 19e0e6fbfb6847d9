import type { ApiClient } from './createApiClient.js';
import type { AccountDetailResponse } from './contracts/accountsContract.js';
import type { BillChanges, BillResponse, NewBill } from './contracts/billsContract.js';
import { idempotencyHeaders } from './idempotencyKey.js';

// /bills (docs/product.md#bills): user-scoped, through the client secured by the container's
// session manager (docs/product.md#api-client-security). Adding is a create: it carries the
// intent's Idempotency-Key.

export type BillsApi = {
  add: (bill: NewBill, idempotencyKey: string) => Promise<AccountDetailResponse>;
  change: (id: number, changes: BillChanges) => Promise<AccountDetailResponse>;
  remove: (id: number) => Promise<void>;
};

export function createBillsApi(client: ApiClient): BillsApi {
  return {
    async add(bill, idempotencyKey) {
      const response = await client.post<BillResponse>('/bills', bill, {
        headers: idempotencyHeaders(idempotencyKey),
      });
      return response.data.bill;
    },
    async change(id, changes) {
      return (await client.patch<BillResponse>(`/bills/${id}`, changes)).data.bill;
    },
    async remove(id) {
      await client.delete(`/bills/${id}`);
    },
  };
}
