// Environment: server
// What the mailed links do (docs/product.md#mailed-links): confirm an address, ask for a password
// reset, choose the new password. Each token is single-use and expiring; the pages the links open
// ask before they post here, since mail scanners open links on their own.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { AccountLinkResponse } from '../../src/api/contracts/accountContract.js';
import { fieldProblemMessages, normalizeEmail } from '../../src/user/accountRules.js';
import { passwordChangedMessage, resetPasswordMessage } from '../mail/accountMessages.js';
import { queueMail } from '../mail/outbox.js';
import { ApiError, InvalidFieldsError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { consumeAccountToken, mailAccountLink } from './auth/accountTokens.js';
import { openSession } from './auth/openSession.js';
import { newPasswordProblem } from './auth/newPasswordProblem.js';
import { hashPassword } from './auth/passwordHash.js';
import { hashSessionToken } from './auth/sessionTokens.js';
import { chargeOrRefuse } from './auth/signInThrottle.js';
import { throttleAddress } from './auth/throttleAddress.js';
import { answerAcceptedEvenly } from './evenTiming.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';

const tokenSchema = z.string().regex(/^[\w-]{20,100}$/, 'not a link token');
const verificationBodySchema = z.strictObject({ token: tokenSchema });
const resetRequestBodySchema = z.strictObject({ email: z.string().max(1_000) });
const resetBodySchema = z.strictObject({ token: tokenSchema, password: z.string().max(1_000) });

const RESET_REQUESTED_MESSAGE =
  'If that address has a doxo account, we sent it a link to choose a new password. It works for 1 hour.';

/** The person a live token belongs to, without using it up (a weak password keeps the link). */
async function ownerOfLiveToken(
  { db, clock }: ApiDependencies,
  token: string,
): Promise<{ id: number; email: string; zip_code: string; display_name: string | null }> {
  const owner = await db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select(['users.id', 'users.email', 'users.zip_code', 'users.display_name'])
    .where('account_tokens.token_hash', '=', hashSessionToken(token))
    .where('account_tokens.purpose', '=', 'reset_password')
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', clock.now())
    .executeTakeFirst();
  if (!owner) {
    throw new ApiError(410, 'link_expired', 'This link has expired or was used already. Ask for a new one.');
  }
  return owner;
}

export function registerAccountLinkRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock, settings } = dependencies;

  router.post('/account/email-verification', async (request: Request, response: Response) => {
    requireJsonBody(request);
    const { token } = parseInput(verificationBodySchema, request.body, 'body');
    await db.transaction().execute(async (transaction) => {
      const { userId } = await consumeAccountToken(transaction, clock, token, 'verify_email');
      await transaction
        .updateTable('users')
        .set({ email_verified_at: clock.now() })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
    });
    response.setHeader('Cache-Control', 'no-store');
    const answer: AccountLinkResponse = { status: 'email_verified' };
    response.json(answer);
  });

  // The same answer, after the same time, whether or not the address has an account.
  router.post('/account/password-reset-request', async (request: Request, response: Response) => {
    const startedAt = performance.now();
    requireJsonBody(request);
    const body = parseInput(resetRequestBodySchema, request.body, 'body');
    const email = normalizeEmail(body.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      throw new InvalidFieldsError({
        email: { code: 'email_invalid', message: fieldProblemMessages.email_invalid },
      });
    }
    await chargeOrRefuse(
      db,
      settings.signInThrottle,
      [
        {
          key: `reset:${throttleAddress(request.ip ?? 'unknown')}`,
          free: settings.signUpThrottle.freePerAddress,
        },
        { key: `reset-email:${email}`, free: settings.signUpThrottle.freePerEmail },
      ],
      clock.now(),
      'Too many requests for a new password.',
    );
    await db.transaction().execute(async (transaction) => {
      const user = await transaction
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      if (!user) return;
      await mailAccountLink(transaction, clock, {
        userId: user.id,
        purpose: 'reset_password',
        to: email,
        kind: 'reset_password',
        compose: (token) => resetPasswordMessage(settings.publicOrigin, token),
      });
    });
    const answer: AccountLinkResponse = {
      status: 'reset_requested',
      message: RESET_REQUESTED_MESSAGE,
    };
    await answerAcceptedEvenly(response, startedAt, settings.signUpMinDurationMs, answer);
  });

  // A new password signs out every session of the account, then signs this browser in.
  router.post('/account/password-reset', async (request: Request, response: Response) => {
    requireJsonBody(request);
    const body = parseInput(resetBodySchema, request.body, 'body');
    const owner = await ownerOfLiveToken(dependencies, body.token);
    const problem = await newPasswordProblem(body.password, owner);
    if (problem) throw new InvalidFieldsError({ password: problem });
    const passwordHash = await hashPassword(body.password);
    const session = await db.transaction().execute(async (transaction) => {
      const { userId } = await consumeAccountToken(transaction, clock, body.token, 'reset_password');
      await transaction
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          // Following the mailed link proved the address is theirs.
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(clock.now())),
        }))
        .where('id', '=', userId)
        .execute();
      await transaction.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await queueMail(transaction, clock, {
        to: owner.email,
        kind: 'password_changed',
        userId,
        ...passwordChangedMessage(settings.publicOrigin),
      });
      return openSession(dependencies, request, response, userId, transaction);
    });
    response.json(session);
  });
}
