import type { ApiClient } from './createApiClient.js';
import type { AccountLinkResponse } from './contracts/accountContract.js';
import type { SessionResponse } from './contracts/sessionContract.js';

// The account's own calls (docs/product.md#mailed-links):
// user-scoped where they change the account, so they go through the client the container's
// session manager secures (SPEC §6); the mailed links' calls need no session.

export type AccountApi = {
  verifyEmail: (token: string) => Promise<AccountLinkResponse>;
  requestPasswordReset: (email: string) => Promise<AccountLinkResponse>;
  /** Signs this browser in with the new password (every other session ends). */
  resetPassword: (token: string, password: string) => Promise<SessionResponse>;
};

export function createAccountApi(client: ApiClient): AccountApi {
  return {
    async verifyEmail(token) {
      return (await client.post<AccountLinkResponse>('/account/email-verification', { token }))
        .data;
    },
    async requestPasswordReset(email) {
      return (await client.post<AccountLinkResponse>('/account/password-reset-request', { email }))
        .data;
    },
    async resetPassword(token, password) {
      return (await client.post<SessionResponse>('/account/password-reset', { token, password }))
        .data;
    },
  };
}
