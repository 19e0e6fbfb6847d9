// Environment: server
import type { Request, Response, Router } from 'express';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { findSession, findSessionWithProfile, markSessionAnswer, requireCsrfProof } from './auth/authentication.js';
import { clearSessionCookie, openSession } from './auth/openSession.js';
import { beginSignInAttempt } from './auth/signInThrottle.js';
import { verifyPassword } from './auth/passwordHash.js';
import { csrfTokenFor, hashSessionToken } from './auth/sessionTokens.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';
import { createSessionBodySchema, type SessionResponse } from './schemas/sessionSchemas.js';

export function registerSessionRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db } = dependencies;

  router.post('/session', async (request: Request, response: Response) => {
    requireJsonBody(request);
    const body = parseInput(createSessionBodySchema, request.body, 'body');
    const email = body.email.trim().toLowerCase();
    const attempt = await beginSignInAttempt(dependencies, email, request.ip ?? 'unknown');

    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const valid = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !valid) {
      throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct.');
    }
    await attempt.succeeded(user.id);
    const answer = await openSession(dependencies, request, response, user.id);
    response.status(201).json(answer);
  });

  // Signed out is a normal answer here (200 with null), not a 401: the container asks on every
  // page load, and browsers log each 401 as a console error.
  router.get('/session', async (request: Request, response: Response) => {
    const signedIn = await findSessionWithProfile(dependencies, request);
    response.setHeader('Cache-Control', 'no-store');
    if (!signedIn) {
      response.json(null);
      return;
    }
    const answer: SessionResponse = {
      csrf_token: csrfTokenFor(signedIn.session.token),
      expires_at: signedIn.session.expiresAt.toISOString(),
      user: signedIn.me,
    };
    markSessionAnswer(request, response, signedIn.session.userId, dependencies.now());
    response.json(answer);
  });

  router.delete('/session', async (request: Request, response: Response) => {
    const session = await findSession(dependencies, request);
    if (session) {
      requireCsrfProof(request, session);
      await db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(session.token)).execute();
    }
    // Signing out is idempotent: without a live session there is nothing left to end.
    clearSessionCookie(dependencies, request, response);
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  });
}
