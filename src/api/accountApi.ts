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

export function createAccountApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    verifyEmail: (token: string) => answers.post<AccountLinkResponse>('/account/email-verification', { token }),
    requestPasswordReset: (email: string) =>
      answers.post<AccountLinkResponse>('/account/password-reset-request', { email }),
    /** Signs this browser in with the new password (every other session ends). */
    resetPassword: (token: string, password: string) =>
      answers.post<SessionResponse>('/account/password-reset', { token, password }),
    me: () => answers.get<MeResponse>('/users/me'),
    changeProfile: (changes: ProfileChanges) => answers.patch<MeResponse>('/users/me', changes),
    async changePassword(change: PasswordChange) {
      await answers.post('/users/me/password', change);
    },
    sessions: () => answers.get<ActiveSessionsResponse>('/users/me/sessions'),
    signOutOthers: () => answers.post<SignOutOthersResponse>('/users/me/sessions/sign-out-others'),
    /** Mails a link to the new address (docs/product.md#changing-the-email-address). */
    requestEmailChange: (request: EmailChangeRequest) => answers.post<AccountLinkResponse>('/users/me/email', request),
    /** The mailed link's page: the change happens here. */
    confirmEmailChange: (token: string) => answers.post<AccountLinkResponse>('/account/email-change', { token }),
    resendVerification: () => answers.post<AccountLinkResponse>('/users/me/email-verification'),
    deletionPreview: () => answers.get<AccountDeletionPreview>('/users/me/deletion'),
    deleteAccount: (password: string) => answers.post<AccountDeletionResponse>('/users/me/deletion', { password }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export const accountApiOf = apiOf(({ userClient }) => createAccountApi(userClient));
