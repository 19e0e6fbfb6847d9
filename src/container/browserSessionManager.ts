import type { SessionManager } from '../shared-data/sharedDataTypes.js';

export type BrowserSessionManager = SessionManager & {
  started: (csrfToken: string) => void;
  ended: () => void;
};

/**
 * In the browser the session token lives only in the HttpOnly cookie, out of reach of scripts;
 * what we keep is whether a session exists and its CSRF token, which writes must echo.
 */
export function createBrowserSessionManager(): BrowserSessionManager {
  let csrfToken: string | null = null;
  return {
    isLoggedIn: () => csrfToken !== null,
    authenticationHeaders(method): Record<string, string> {
      const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
      return csrfToken && isWrite ? { 'X-CSRF-Token': csrfToken } : {};
    },
    started(token) {
      csrfToken = token;
    },
    ended() {
      csrfToken = null;
    },
  };
}
