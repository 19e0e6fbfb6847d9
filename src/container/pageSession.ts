import { parse } from 'cookie';
import { SESSION_COOKIE_NAME } from '../api/contracts/sessionContract.js';
import { readSidebarPreference } from './sidebarPreference.js';
import type { SessionApi, Session } from './sessionApi.js';

/**
 * What server rendering learnt about the visitor, handed to the browser's container so it starts
 * where the server left off: the same shell, no second session check, nothing shifts.
 */
export type PageSession = {
  /**
   * False when the server could not ask the API (it then rendered the signed-out shell): the
   * browser's container checks the session itself.
   */
  verified: boolean;
  /** The session as GET /session answered it; null when signed out. */
  session: Session | null;
  /** layoutData.expandSidebar (docs/product.md#layout-data) as the visitor last chose it. */
  expandSidebar: boolean;
};

/** The session token from a request's Cookie header, or null when there is none. */
export function readSessionCookie(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader)[SESSION_COOKIE_NAME] ?? null;
}

/**
 * Learns who is asking (GET /session through a client that forwards the request's session
 * cookie). Without a session cookie nobody is signed in and the API is not asked.
 */
export async function loadPageSession({
  cookieHeader,
  sessionApi,
  reportError,
}: {
  cookieHeader: string | undefined | null;
  sessionApi: Pick<SessionApi, 'current'>;
  reportError: (error: unknown, context: Record<string, unknown>) => void;
}): Promise<PageSession> {
  const expandSidebar = readSidebarPreference(cookieHeader) ?? true;
  if (readSessionCookie(cookieHeader) === null) {
    return { verified: true, session: null, expandSidebar };
  }
  try {
    return { verified: true, session: await sessionApi.current(), expandSidebar };
  } catch (error) {
    reportError(error, { operation: 'render/session' });
    return { verified: false, session: null, expandSidebar };
  }
}
