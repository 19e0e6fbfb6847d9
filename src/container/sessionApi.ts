import type { AxiosInstance } from 'axios';

// The container's calls to the product API's session endpoints (POST/GET/DELETE /session).

export type SessionUser = {
  user_id: number;
  username: string;
  user_segment: string;
  location: {
    hierarchy: string;
    state: string | null;
    zipcode: string | null;
    county: string | null;
  };
  bills_count: number;
  wallet_count: number;
  created_at: string;
  last_signed_in_at: string | null;
};

export type Session = { csrf_token: string; expires_at: string; user: SessionUser };

export type SessionApi = {
  /** The current session, or null when signed out. */
  current: () => Promise<Session | null>;
  signIn: (email: string, password: string) => Promise<Session>;
  signOut: () => Promise<void>;
};

export function createSessionApi(client: AxiosInstance): SessionApi {
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
  };
}
