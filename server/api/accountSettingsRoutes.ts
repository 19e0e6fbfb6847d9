// Environment: server
// The signed-in person's own account (docs/product.md#account-settings): profile and ZIP code,
// password, and the sessions signed in to it. Every write needs the session (and its CSRF proof
// when it came by cookie) and touches only that person's rows.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { ActiveSessionsResponse, SignOutOthersResponse } from '../../src/api/contracts/accountContract.js';
import { displayNameProblem, fieldProblemMessages, zipCodeProblem } from '../../src/user/accountRules.js';
import { passwordChangedMessage } from '../mail/accountMessages.js';
import { queueMail } from '../mail/outbox.js';
import { InvalidFieldsError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { newPasswordProblem } from './auth/newPasswordProblem.js';
import { retireAccountTokens } from './auth/accountTokens.js';
import { hashPassword, verifyPassword } from './auth/passwordHash.js';
import { hashSessionToken } from './auth/sessionTokens.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';
import { loadMe } from './userProfile.js';
import { hierarchyForZip } from './zipLocation.js';
import { sendPrivately } from './privateAnswer.js';

const profileBodySchema = z
  .strictObject({
    display_name: z.string().max(1_000).optional(),
    zip_code: z.string().max(100).optional(),
  })
  .refine((body) => body.display_name !== undefined || body.zip_code !== undefined, {
    message: 'send display_name, zip_code or both',
  });
const passwordBodySchema = z.strictObject({
  current_password: z.string().max(1_000),
  new_password: z.string().max(1_000),
});

type Problems = Record<string, { code: string; message: string }>;

/** A write to the signed-in person's own account: the session, its CSRF proof, a JSON body. */
export async function requireWrite(dependencies: ApiDependencies, request: Request) {
  const session = await requireSessionForWrite(dependencies, request);
  requireJsonBody(request);
  return session;
}

export function registerAccountSettingsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock, settings } = dependencies;

  // A new ZIP code moves the account's place: the location hierarchy is recomputed here, and the
  // answer carries the new location data for the container to take up at once.
  router.patch('/users/me', async (request: Request, response: Response) => {
    const session = await requireWrite(dependencies, request);
    const body = parseInput(profileBodySchema, request.body, 'body');
    const problems: Problems = {};
    const changes: { display_name?: string; zip_code?: string; location_hierarchy?: string } = {};
    if (body.display_name !== undefined) {
      const problem = displayNameProblem(body.display_name);
      if (problem) problems.display_name = { code: problem, message: fieldProblemMessages[problem] };
      else changes.display_name = body.display_name.trim();
    }
    if (body.zip_code !== undefined) {
      const zipCode = body.zip_code.trim();
      const problem = zipCodeProblem(zipCode);
      const hierarchy = problem ? undefined : await hierarchyForZip(db, zipCode);
      if (problem) problems.zip_code = { code: problem, message: fieldProblemMessages[problem] };
      else if (!hierarchy) {
        problems.zip_code = { code: 'zip_unknown', message: fieldProblemMessages.zip_unknown };
      } else {
        changes.zip_code = zipCode;
        changes.location_hierarchy = hierarchy;
      }
    }
    if (Object.keys(problems).length > 0) throw new InvalidFieldsError(problems);
    await db.updateTable('users').set(changes).where('id', '=', session.userId).execute();
    response.setHeader('Cache-Control', 'no-store');
    response.json(await loadMe(db, session.userId));
  });

  // A password change needs the current password, and signs out every other session.
  router.post('/users/me/password', async (request: Request, response: Response) => {
    const session = await requireWrite(dependencies, request);
    const body = parseInput(passwordBodySchema, request.body, 'body');
    const user = await db
      .selectFrom('users')
      .select(['email', 'zip_code', 'display_name', 'password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const problems: Problems = {};
    if (!(await verifyPassword(body.current_password, user.password_hash))) {
      problems.current_password = {
        code: 'password_wrong',
        message: fieldProblemMessages.password_wrong,
      };
    }
    const weak = await newPasswordProblem(body.new_password, user);
    if (weak) problems.new_password = weak;
    if (Object.keys(problems).length > 0) throw new InvalidFieldsError(problems);
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', session.userId)
        .execute();
      await transaction
        .deleteFrom('sessions')
        .where('user_id', '=', session.userId)
        .where('token_hash', '!=', hashSessionToken(session.token))
        .execute();
      // Reset links asked for before the change would undo it: they end with it.
      await retireAccountTokens(transaction, session.userId, 'reset_password', clock.now());
      await queueMail(transaction, clock, {
        to: user.email,
        kind: 'password_changed',
        userId: session.userId,
        ...passwordChangedMessage(settings.publicOrigin),
      });
    });
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  });

  router.get('/users/me/sessions', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'token_hash', 'user_agent', 'address', 'created_at', 'last_seen_at'])
      .where('user_id', '=', session.userId)
      .where('expires_at', '>', clock.now())
      .orderBy('last_seen_at', (order) => order.desc().nullsLast())
      .orderBy('id', 'desc')
      .execute();
    const current = hashSessionToken(session.token);
    const answer: ActiveSessionsResponse = {
      sessions: rows.map((row) => ({
        id: row.id,
        device: row.user_agent,
        place: row.address,
        signed_in_at: row.created_at.toISOString(),
        last_seen_at: row.last_seen_at?.toISOString() ?? null,
        current: row.token_hash === current,
      })),
    };
    sendPrivately(response, answer);
  });

  router.post('/users/me/sessions/sign-out-others', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const ended = await db
      .deleteFrom('sessions')
      .where('user_id', '=', session.userId)
      .where('token_hash', '!=', hashSessionToken(session.token))
      .executeTakeFirst();
    const answer: SignOutOthersResponse = { signed_out: Number(ended.numDeletedRows) };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });
}
