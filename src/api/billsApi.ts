import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { BillChanges, BillResponse, NewBill } from './contracts/billsContract.js';

// /bills (docs/product.md#bills): user-scoped, through the client secured by the container's
// session manager (docs/product.md#api-client-security). Adding is a create: it carries the
// intent's Idempotency-Key.

export function createBillsApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    async add(bill: NewBill, idempotencyKey: string) {
      return (await answers.create<BillResponse>('/bills', bill, idempotencyKey)).bill;
    },
    async change(id: number, changes: BillChanges) {
      return (await answers.patch<BillResponse>(`/bills/${id}`, changes)).bill;
    },
    async remove(id: number) {
      await answers.delete(`/bills/${id}`);
    },
  };
}

export type BillsApi = ReturnType<typeof createBillsApi>;

export const billsApiOf = apiOf(({ userClient }) => createBillsApi(userClient));
