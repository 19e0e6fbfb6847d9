// Environment: server
// Opening a session for a person who proved who they are (sign-in, sign-up, a password reset):
// a random token handed out once and kept only as a hash, set as the HttpOnly cookie and
// answered as the Bearer token (docs/product.md#sessions). Also records what account settings
// show of it: the device and the address it came from (docs/product.md#sessions).
import type { Request, Response } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/databaseSchema.js';
import type { ApiDependencies } from '../apiDependencies.js';
import type { SessionResponse } from '../schemas/sessionSchemas.js';
import { loadMe } from '../userProfile.js';
import { SESSION_COOKIE } from './authentication.js';
import { createSessionToken, csrfTokenFor, hashSessionToken } from './sessionTokens.js';
import { throttleAddress } from './throttleAddress.js';

/** Longest user agent kept: enough to name the browser and system. */
const USER_AGENT_MAX_LENGTH = 300;

export function sessionCookieAttributes(
  { settings }: ApiDependencies,
  request: Request,
  maxAgeSeconds: number,
): string {
  // HttpOnly: scripts never see the token. SameSite=Lax: not sent on cross-site subrequests.
  // Secure whenever the request came by HTTPS, directly or through a trusted proxy
  // (TRUST_PROXY): HSTS keeps the browser on HTTPS, the cookie must not leak off it.
  const secure = settings.secureCookies || request.secure ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Ends the browser's cookie (signing out, or the account is gone). */
export function clearSessionCookie(dependencies: ApiDependencies, request: Request, response: Response): void {
  response.setHeader('Set-Cookie', `${SESSION_COOKIE}=; ${sessionCookieAttributes(dependencies, request, 0)}`);
}

export async function openSession(
  dependencies: ApiDependencies,
  request: Request,
  response: Response,
  userId: number,
  db: Kysely<Database> | Transaction<Database> = dependencies.db,
): Promise<SessionResponse> {
  const { now, settings } = dependencies;
  const token = createSessionToken();
  const signedInAt = now();
  const expiresAt = new Date(signedInAt.getTime() + settings.sessionTtlMs);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      created_at: signedInAt,
      expires_at: expiresAt,
      last_seen_at: signedInAt,
      user_agent: request.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      address: request.ip ? throttleAddress(request.ip) : null,
    })
    .execute();
  await db.updateTable('users').set({ last_signed_in_at: signedInAt }).where('id', '=', userId).execute();
  // Housekeeping rides on sign-ins (no scheduler needed): expired sessions are dead rows.
  await db.deleteFrom('sessions').where('expires_at', '<=', signedInAt).execute();

  const maxAge = Math.floor(settings.sessionTtlMs / 1000);
  response.setHeader(
    'Set-Cookie',
    `${SESSION_COOKIE}=${token}; ${sessionCookieAttributes(dependencies, request, maxAge)}`,
  );
  response.setHeader('Cache-Control', 'no-store');
  return {
    token,
    csrf_token: csrfTokenFor(token),
    expires_at: expiresAt.toISOString(),
    user: await loadMe(db, userId),
  };
}
