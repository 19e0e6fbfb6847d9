// /bills (docs/product.md#bills): adding, renaming and removing a bill. A bill is a listing
// (docs/product.md#account-cache); its answer is the account detail of GET /accounts/{id}.
import type { AccountDetailResponse } from './accountsContract.js';

export type NewBill = {
  biller_id: number;
  /** The biller's service this account is for; the biller's first when absent. */
  service_type_id?: number;
  account_number: string;
  nickname?: string;
};

/** PATCH /bills/{id}: a new nickname (null clears it) and the paperless setting. */
export type BillChanges = { nickname?: string | null; paperless?: boolean };

export type BillResponse = { bill: AccountDetailResponse };
