import type { ApiClient } from './createApiClient.js';
import type {
  AccountDeletionPreview,
  AccountDeletionResponse,
  AccountLinkResponse,
  ActiveSessionsResponse,
  EmailChangeRequest,
  PasswordChange,
  ProfileChanges,
  SignOutOthersResponse,
} from './contracts/accountContract.js';
import type { MeResponse, SessionResponse } from './contracts/sessionContract.js';

// The account's own calls (docs/product.md#mailed-links): user-scoped where they change the
// account, so they go through the client the container's session manager secures
// (docs/product.md#api-client-security); the mailed links' calls need no session.

export type AccountApi = {
  verifyEmail: (token: string) => Promise<AccountLinkResponse>;
  requestPasswordReset: (email: string) => Promise<AccountLinkResponse>;
  /** Signs this browser in with the new password (every other session ends). */
  resetPassword: (token: string, password: string) => Promise<SessionResponse>;
  me: () => Promise<MeResponse>;
  changeProfile: (changes: ProfileChanges) => Promise<MeResponse>;
  changePassword: (change: PasswordChange) => Promise<void>;
  sessions: () => Promise<ActiveSessionsResponse>;
  signOutOthers: () => Promise<SignOutOthersResponse>;
  /** Mails a link to the new address (docs/product.md#changing-the-email-address). */
  requestEmailChange: (request: EmailChangeRequest) => Promise<AccountLinkResponse>;
  /** The mailed link's page: the change happens here. */
  confirmEmailChange: (token: string) => Promise<AccountLinkResponse>;
  resendVerification: () => Promise<AccountLinkResponse>;
  deletionPreview: () => Promise<AccountDeletionPreview>;
  deleteAccount: (password: string) => Promise<AccountDeletionResponse>;
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
    async me() {
      return (await client.get<MeResponse>('/users/me')).data;
    },
    async changeProfile(changes) {
      return (await client.patch<MeResponse>('/users/me', changes)).data;
    },
    async changePassword(change) {
      await client.post('/users/me/password', change);
    },
    async sessions() {
      return (await client.get<ActiveSessionsResponse>('/users/me/sessions')).data;
    },
    async signOutOthers() {
      return (await client.post<SignOutOthersResponse>('/users/me/sessions/sign-out-others')).data;
    },
    async requestEmailChange(request) {
      return (await client.post<AccountLinkResponse>('/users/me/email', request)).data;
    },
    async confirmEmailChange(token) {
      return (await client.post<AccountLinkResponse>('/account/email-change', { token })).data;
    },
    async resendVerification() {
      return (await client.post<AccountLinkResponse>('/users/me/email-verification')).data;
    },
    async deletionPreview() {
      return (await client.get<AccountDeletionPreview>('/users/me/deletion')).data;
    },
    async deleteAccount(password) {
      return (await client.post<AccountDeletionResponse>('/users/me/deletion', { password })).data;
    },
  };
}
