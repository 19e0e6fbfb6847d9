import type { ApiClient } from './createApiClient.js';
import type { SavingsResponse } from './contracts/savingsContract.js';

// GET /savings (docs/product.md#savings): member-only, through the secured client.

export type SavingsApi = { comparisons: () => Promise<SavingsResponse> };

export function createSavingsApi(client: ApiClient): SavingsApi {
  return {
    async comparisons() {
      return (await client.get<SavingsResponse>('/savings')).data;
    },
  };
}
