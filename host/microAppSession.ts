// The host signs people in and out against the product API's session endpoints, which the
// micro-app serves (docs/host-contract.md#sign-in-and-sign-out): the host keeps no accounts of
// its own, as a real shell would sign in against its company's account service. It reads only
// the fields it needs, and checks them, since this answer crosses a deployment boundary.
import type { Request } from 'express';

/** The visitor as the product API knows them. */
export type HostSession = {
  csrfToken: string;
  user: {
    userId: string;
    username: string;
    userSegment: string | null;
    hierarchy: string | null;
    state: string | null;
    county: string | null;
    zipcode: string | null;
    billsCount: number;
    walletCount: number;
    createdAt: string | null;
    lastSignedInAt: string | null;
  };
};

/** An answer the host passes back to the browser as the API gave it (status, body, cookies). */
export type ApiAnswer = {
  status: number;
  body: unknown;
  setCookie: string[];
  /** A throttled sign-in says when to try again. */
  retryAfter: string | null;
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** The session answer (POST or GET /session) as the host needs it, or null when it is not one. */
export function readSession(body: unknown): HostSession | null {
  const session = record(body);
  const user = record(session?.user);
  const location = record(user?.location);
  if (!session || !user || typeof session.csrf_token !== 'string') return null;
  if (typeof user.user_id !== 'number' && typeof user.user_id !== 'string') return null;
  if (typeof user.username !== 'string') return null;
  return {
    csrfToken: session.csrf_token,
    user: {
      userId: String(user.user_id),
      username: user.username,
      userSegment: textOrNull(user.user_segment),
      hierarchy: textOrNull(location?.hierarchy),
      state: textOrNull(location?.state),
      county: textOrNull(location?.county),
      zipcode: textOrNull(location?.zipcode),
      billsCount: count(user.bills_count),
      walletCount: count(user.wallet_count),
      createdAt: textOrNull(user.created_at),
      lastSignedInAt: textOrNull(user.last_signed_in_at),
    },
  };
}

export type MicroAppSessions = {
  /** Who the request's cookies sign in, or null; throws when the micro-app does not answer. */
  current: (request: Request) => Promise<HostSession | null>;
  signIn: (request: Request, email: string, password: string) => Promise<ApiAnswer>;
  signOut: (request: Request, csrfToken: string) => Promise<ApiAnswer>;
};

/** Time the host gives the API to answer a session call before showing its error page. */
const SESSION_CALL_TIMEOUT_MS = 10_000;

export function createMicroAppSessions(options: { microAppUrl: URL; apiKey: string | null }): MicroAppSessions {
  const sessionUrl = new URL('api/session', new URL(options.microAppUrl.href.replace(/\/?$/, '/')));

  /** The browser's own cookies and address go along, so the API decides (and throttles) as for it. */
  const headersFor = (request: Request): Record<string, string> => ({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...(request.headers.cookie ? { Cookie: request.headers.cookie } : {}),
    ...(options.apiKey ? { 'X-Api-Key': options.apiKey } : {}),
    'X-Forwarded-For': [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', '),
    'X-Forwarded-Proto': request.protocol,
  });

  const call = async (
    request: Request,
    method: 'GET' | 'POST' | 'DELETE',
    extra: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> => {
    const response = await fetch(sessionUrl, {
      method,
      headers: { ...headersFor(request), ...extra.headers },
      ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
      signal: AbortSignal.timeout(SESSION_CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return {
      status: response.status,
      body,
      setCookie: response.headers.getSetCookie(),
      retryAfter: response.headers.get('retry-after'),
    };
  };

  return {
    async current(request) {
      // Nobody without a cookie is signed in: the API is not asked.
      if (!request.headers.cookie) return null;
      const answer = await call(request, 'GET');
      // An API in maintenance (503) or refusing the call: the page decides what to show.
      return answer.status === 200 ? readSession(answer.body) : null;
    },
    signIn: (request, email, password) => call(request, 'POST', { body: { email, password } }),
    signOut: (request, csrfToken) => call(request, 'DELETE', { headers: { 'X-CSRF-Token': csrfToken } }),
  };
}
