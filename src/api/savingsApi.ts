import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { SavingsResponse } from './contracts/savingsContract.js';

// GET /savings (docs/product.md#savings): member-only, through the secured client.

export type SavingsApi = { comparisons: () => Promise<SavingsResponse> };

export function createSavingsApi(client: ApiClient): SavingsApi {
  const answers = answersOf(client);
  return { comparisons: () => answers.get<SavingsResponse>('/savings') };
}

export const savingsApiOf = apiOf(({ userClient }) => createSavingsApi(userClient));
