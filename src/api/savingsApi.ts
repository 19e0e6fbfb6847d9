import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { SavingsResponse } from './contracts/savingsContract.js';

// GET /savings (docs/product.md#savings): member-only, through the secured client.

export function createSavingsApi(client: ApiClient) {
  const answers = answersOf(client);
  return { comparisons: () => answers.get<SavingsResponse>('/savings') };
}

export type SavingsApi = ReturnType<typeof createSavingsApi>;

export const savingsApiOf = apiOf(({ userClient }) => createSavingsApi(userClient));
