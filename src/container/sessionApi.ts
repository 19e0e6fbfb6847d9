import type { ApiClient } from '../api/createApiClient.js';
import type { SignUpRequest, SignUpResponse } from '../api/contracts/accountContract.js';
import type { SessionResponse } from '../api/contracts/sessionContract.js';

// The container's calls to the product API's session endpoints (POST/GET/DELETE /session).

/** The session answer, without the Bearer token the browser never needs (it has the cookie). */
export type Session = Omit<SessionResponse, 'token'>;

export type SessionApi = {
  /** The current session, or null when signed out. */
  current: () => Promise<Session | null>;
  signIn: (email: string, password: string) => Promise<Session>;
  signOut: () => Promise<void>;
  /** Creates an account (docs/product.md#sign-up); a new one comes back signed in. */
  signUp: (fields: SignUpRequest) => Promise<SignUpResponse>;
};

export function createSessionApi(client: ApiClient): SessionApi {
  return {
    async current() {
      return (await client.get<Session | null>('/session')).data;
    },
    async signIn(email, password) {
      return (await client.post<Session>('/session', { email, password })).data;
    },
    async signOut() {
      await client.delete('/session');
    },
    async signUp(fields) {
      return (await client.post<SignUpResponse>('/users', fields)).data;
    },
  };
}
