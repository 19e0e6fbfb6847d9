import type { SessionManager } from '../shared-data/sharedDataTypes.js';
import { SESSION_COOKIE_NAME } from './contracts/sessionContract.js';

export type ForwardedSessionManager = SessionManager & {
  /** The CSRF token of the session once the API has confirmed it (GET /session). */
  confirmed: (csrfToken: string | null) => void;
};

/**
 * Server rendering acts for the person whose request it answers
 * (docs/product.md#api-client-security: requests are secured by a session manager). It forwards
 * only that request's session cookie, never its other cookies, so the API decides exactly as it
 * would for the browser: reads with the cookie alone, writes with the session's CSRF token as well.
 * Without a cookie it sends nothing.
 */
export function createForwardedSessionManager(sessionToken: string | null): ForwardedSessionManager {
  let csrfToken: string | null = null;
  let confirmedSignedOut = false;
  return {
    isLoggedIn: () => sessionToken !== null && !confirmedSignedOut,
    authenticationHeaders(method) {
      if (sessionToken === null) return {};
      const headers: Record<string, string> = {
        Cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(sessionToken)}`,
      };
      const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
      if (isWrite && csrfToken) headers['X-CSRF-Token'] = csrfToken;
      return headers;
    },
    confirmed(token) {
      csrfToken = token;
      confirmedSignedOut = token === null;
    },
  };
}
