import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { CreditScoreResponse } from './contracts/creditScoreContract.js';

// GET /credit_score (docs/product.md#credit-score): member-only, so it goes through the client
// secured by the container's session manager; a non-member's 403 is what the preview shows on.

export function createCreditScoreApi(client: ApiClient) {
  const answers = answersOf(client);
  return { report: () => answers.get<CreditScoreResponse>('/credit_score') };
}

export type CreditScoreApi = ReturnType<typeof createCreditScoreApi>;

export const creditScoreApiOf = apiOf(({ userClient }) => createCreditScoreApi(userClient));
