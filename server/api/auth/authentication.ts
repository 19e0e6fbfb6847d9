// Environment: server Who is calling (docs/product.md#api-client-security): a Bearer token (the API
// client's session manager) or the HttpOnly session cookie (the browser). Resolved once per request
// from the sessions table.
import type { Request, Response } from 'express';
import { calendarDayOf } from '../../payments/bankingCalendar.js';
import { ApiError } from '../apiError.js';
import type { ApiDependencies } from '../apiDependencies.js';
import type { MeResponse } from '../schemas/usersSchemas.js';
import { loadSessionMe } from '../userProfile.js';
import { renderSessionsOf } from './renderSessions.js';
import { sessionAnswersOf, type VersionedSessionAnswer } from './sessionAnswerCache.js';
import { csrfTokenFor, hashSessionToken, safeEqual } from './sessionTokens.js';

export const SESSION_COOKIE = 'doxo_session';
export const CSRF_HEADER = 'x-csrf-token';

export type AuthenticatedSession = {
  userId: number;
  token: string;
  via: 'bearer' | 'cookie';
  expiresAt: Date;
};

type Credentials = { token: string; via: 'bearer' | 'cookie' };

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.get('cookie');
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;
/** How stale a session's "last seen" may get before a request writes it again. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

function readCredentials(request: Request): Credentials | undefined {
  const authorization = request.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const token = match?.[1];
    return token && tokenShape.test(token) ? { token, via: 'bearer' } : undefined;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie && tokenShape.test(cookie) ? { token: cookie, via: 'cookie' } : undefined;
}

const resolved = new WeakMap<Request, Promise<AuthenticatedSession | null>>();
/**
 * The version of the signed-in user (server/db/migrations/0090_user_versions.sql) as the
 * request's session found it (read with it, or vouched for by the feed of changed users):
 * answers kept per user (GET /membership's) are checked against it without a query of their own.
 */
const versionsSeen = new WeakMap<Request, { userId: number; version: number | null; tokenHash: string }>();

/** The signed-in user's profile as this request's session answer gave it (current, like it). */
const profilesSeen = new WeakMap<Request, { userId: number; me: MeResponse }>();

/** The profile of the user `userId` this request's session found, if it found one. */
export function profileSeen(request: Request, userId: number): MeResponse | undefined {
  const seen = profilesSeen.get(request);
  return seen && seen.userId === userId ? seen.me : undefined;
}

/** The user's version read with this request's session, if it was read with it. */
export function userVersionSeen(request: Request, userId: number): number | null {
  const seen = versionsSeen.get(request);
  return seen && seen.userId === userId ? seen.version : null;
}

/**
 * Set on `response.locals` by an answer built from nothing but the caller's session answer, its
 * user's version and today's date (GET /session, GET /membership): a signed-in page built only
 * from such answers and public ones (server/http/signedInPageCache.ts) stands exactly as long as
 * the session, that version and that day do.
 */
export const SESSION_ANSWER_MARK = 'sessionAnswerMark';

/** What an answer of the session depends on (the session by its token's hash, never the token). */
export type SessionStanding = { tokenHash: string; userVersion: number; day: string };

/**
 * Marks `response` as built only from the session answer this request found for `userId`, as of
 * `now`; an answer whose user's version was not read with it is left unmarked.
 */
export function markSessionAnswer(request: Request, response: Response, userId: number, now: Date): void {
  const seen = versionsSeen.get(request);
  if (!seen || seen.userId !== userId || seen.version === null) return;
  const standing: SessionStanding = {
    tokenHash: seen.tokenHash,
    userVersion: seen.version,
    day: calendarDayOf(now),
  };
  response.locals[SESSION_ANSWER_MARK] = standing;
}

/**
 * Where the session whose token hashes to `tokenHash` stands now (its user's version as this
 * request reads it, through the same kept answers as every API call: no query on PGlite while
 * nothing of the user changed, one on PostgreSQL); undefined when it is not a live session.
 */
export async function sessionStandingOf(
  { db, now }: Pick<ApiDependencies, 'db' | 'now'>,
  tokenHash: string,
): Promise<SessionStanding | undefined> {
  const current = now();
  const found = await keptSessionAnswer(db, tokenHash, current);
  if (!found || found.version === null) return undefined;
  // A page given from the signed-in cache is a use of the session like any other.
  await noteLastSeen(db, found, tokenHash, current);
  return { tokenHash, userVersion: found.version, day: calendarDayOf(current) };
}

/** The session's answer as kept per token (sessionAnswerCache.ts), loaded when not kept. */
function keptSessionAnswer(
  db: ApiDependencies['db'],
  tokenHash: string,
  current: Date,
): Promise<VersionedSessionAnswer | undefined> {
  return sessionAnswersOf(db).answer(tokenHash, current, () => loadSessionMe(db, tokenHash, current));
}

/**
 * "Last seen" for the account's list of sessions, written at most every few minutes rather than
 * on every use (docs/product.md#active-sessions).
 */
async function noteLastSeen(
  db: ApiDependencies['db'],
  found: VersionedSessionAnswer,
  tokenHash: string,
  current: Date,
): Promise<void> {
  if (found.lastSeenAt && current.getTime() - found.lastSeenAt.getTime() <= LAST_SEEN_EVERY_MS) {
    return;
  }
  await db.updateTable('sessions').set({ last_seen_at: current }).where('token_hash', '=', tokenHash).execute();
  found.lastSeenAt = current;
}

/**
 * The request's session answer as GET /session gives it, kept per session
 * (sessionAnswerCache.ts: no query while nothing of its user changed), or as an earlier call of
 * the same page render found it (renderSessions.ts), with the user's version and profile noted
 * for this request.
 */
async function findSessionAnswer(
  { db, now }: ApiDependencies,
  request: Request,
  credentials: Credentials,
): Promise<{ found: VersionedSessionAnswer; tokenHash: string; current: Date } | null> {
  const tokenHash = hashSessionToken(credentials.token);
  const current = now();
  // A later API call of the same page render takes the answer its first call found
  // (renderSessions.ts).
  const render = renderSessionsOf(request);
  const shared = render?.answers.get(tokenHash);
  const found = shared && shared.expiresAt > current ? shared : await keptSessionAnswer(db, tokenHash, current);
  if (!found) return null;
  if (render && found.version !== null) render.answers.set(tokenHash, found);
  versionsSeen.set(request, { userId: found.userId, version: found.version, tokenHash });
  profilesSeen.set(request, { userId: found.userId, me: found.me });
  return { found, tokenHash, current };
}

function sessionOf(found: VersionedSessionAnswer, credentials: Credentials): AuthenticatedSession {
  return { userId: found.userId, expiresAt: found.expiresAt, ...credentials };
}

async function lookUpSession(dependencies: ApiDependencies, request: Request): Promise<AuthenticatedSession | null> {
  const credentials = readCredentials(request);
  if (!credentials) return null;
  const answered = await findSessionAnswer(dependencies, request, credentials);
  if (!answered) return null;
  const { found, tokenHash, current } = answered;
  await noteLastSeen(dependencies.db, found, tokenHash, current);
  return sessionOf(found, credentials);
}

export function findSession(dependencies: ApiDependencies, request: Request): Promise<AuthenticatedSession | null> {
  let session = resolved.get(request);
  if (!session) {
    session = lookUpSession(dependencies, request);
    resolved.set(request, session);
  }
  return session;
}

/**
 * The request's session with its user's profile, read together (GET /session, on every signed-in
 * page render); later findSession calls for this request reuse the session.
 */
export async function findSessionWithProfile(
  dependencies: ApiDependencies,
  request: Request,
): Promise<{ session: AuthenticatedSession; me: MeResponse } | null> {
  const credentials = readCredentials(request);
  const answered = credentials ? await findSessionAnswer(dependencies, request, credentials) : null;
  const session = credentials && answered ? sessionOf(answered.found, credentials) : null;
  resolved.set(request, Promise.resolve(session));
  return session && answered ? { session, me: answered.found.me } : null;
}

export async function requireSession(dependencies: ApiDependencies, request: Request): Promise<AuthenticatedSession> {
  const session = await findSession(dependencies, request);
  if (!session) {
    throw new ApiError(401, 'unauthenticated', 'Sign in first: no valid session token was sent.');
  }
  return session;
}

/** A change asked for by a signed-in person: their session, with its CSRF proof (below). */
export async function requireSessionForWrite(
  dependencies: ApiDependencies,
  request: Request,
): Promise<AuthenticatedSession> {
  const session = await requireSession(dependencies, request);
  requireCsrfProof(request, session);
  return session;
}

/**
 * Cookie-authenticated writes must echo the session's CSRF token in X-CSRF-Token: the browser
 * attaches the cookie to cross-site requests, but a cross-site page cannot learn the token.
 * Bearer requests carry no ambient credentials and need no such proof.
 */
export function requireCsrfProof(request: Request, session: AuthenticatedSession): void {
  if (session.via !== 'cookie') return;
  const sent = request.get(CSRF_HEADER);
  if (!sent || !safeEqual(sent, csrfTokenFor(session.token))) {
    throw new ApiError(
      403,
      'csrf_token_invalid',
      'Cookie-authenticated writes need the X-CSRF-Token header from GET /session.',
    );
  }
}
