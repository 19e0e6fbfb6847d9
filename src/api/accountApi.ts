import { answersOf, apiOf } from './apiClients.js';
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
  const answers = answersOf(client);
  return {
    verifyEmail: (token) => answers.post<AccountLinkResponse>('/account/email-verification', { token }),
    requestPasswordReset: (email) => answers.post<AccountLinkResponse>('/account/password-reset-request', { email }),
    resetPassword: (token, password) => answers.post<SessionResponse>('/account/password-reset', { token, password }),
    me: () => answers.get<MeResponse>('/users/me'),
    changeProfile: (changes) => answers.patch<MeResponse>('/users/me', changes),
    async changePassword(change) {
      await answers.post('/users/me/password', change);
    },
    sessions: () => answers.get<ActiveSessionsResponse>('/users/me/sessions'),
    signOutOthers: () => answers.post<SignOutOthersResponse>('/users/me/sessions/sign-out-others'),
    requestEmailChange: (request) => answers.post<AccountLinkResponse>('/users/me/email', request),
    confirmEmailChange: (token) => answers.post<AccountLinkResponse>('/account/email-change', { token }),
    resendVerification: () => answers.post<AccountLinkResponse>('/users/me/email-verification'),
    deletionPreview: () => answers.get<AccountDeletionPreview>('/users/me/deletion'),
    deleteAccount: (password) => answers.post<AccountDeletionResponse>('/users/me/deletion', { password }),
  };
}

export const accountApiOf = apiOf(({ userClient }) => createAccountApi(userClient));
