// Environment: server
// The account's email address (docs/product.md#changing-the-email-address,
// docs/product.md#confirming-the-address-again): moving it to a new address by a link mailed
// there, and mailing the confirmation link again. Each asks for the session (and its CSRF proof
// when it came by cookie); confirming a new address needs only the mailed link's token.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { AccountLinkResponse } from '../../src/api/contracts/accountContract.js';
import { emailProblem, fieldProblemMessages, normalizeEmail } from '../../src/user/accountRules.js';
import { confirmEmailChangeMessage, emailChangedMessage, emailChangeTakenMessage } from '../mail/accountMessages.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { queueMail } from '../mail/outbox.js';
import { ApiError, InvalidFieldsError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import {
  consumeAccountToken,
  mailAccountLink,
  mailAddressConfirmation,
  retireAccountTokens,
} from './auth/accountTokens.js';
import { requireSessionForWrite } from './auth/authentication.js';
import { verifyPassword } from './auth/passwordHash.js';
import { answerAcceptedEvenly } from './evenTiming.js';
import { parseInput } from './parseInput.js';
import { countRequest } from './rateLimitWindow.js';
import { requireWrite } from './accountSettingsRoutes.js';
import { requireJsonBody } from './requireJsonBody.js';
import { lockLiveUser } from './userProfile.js';

const HOUR_MS = 60 * 60 * 1000;
/** Email-change requests per account per hour: each mails a stranger's inbox, so few. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;
/** Confirmation mails sent again per account per hour (docs/product.md#confirming-the-address-again). */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

const emailChangeBodySchema = z.strictObject({
  new_email: z.string().max(1_000),
  current_password: z.string().max(1_000),
});
const emailChangeConfirmSchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, 'not a link token'),
});

const emailTaken = () =>
  new ApiError(
    409,
    'email_taken',
    'This address is used by another doxo account now, so your address was not changed.',
  );

function emailChangeRequestedMessage(email: string): string {
  return `We sent a link to ${email}. Your address changes once you follow it; it works for 24 hours. Until then, your account keeps its current address.`;
}

export function registerAccountEmailRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock, settings } = dependencies;
  /** Both limits here are per account and per hour; past one, a 429 with `message`. */
  const countThisHour = (key: string, limit: number, message: string) =>
    countRequest(db, { key, limit }, HOUR_MS, clock.now(), message);

  // The answer and its timing are the same whether or not the new address has an account: a taken
  // address is mailed a notice instead of the link (docs/product.md#changing-the-email-address).
  router.post('/users/me/email', async (request: Request, response: Response) => {
    const startedAt = performance.now();
    const session = await requireWrite(dependencies, request);
    const body = parseInput(emailChangeBodySchema, request.body, 'body');
    const user = await db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const newEmail = normalizeEmail(body.new_email);
    const problems: Record<string, { code: string; message: string }> = {};
    const problem = emailProblem(newEmail) ?? (newEmail === user.email ? 'email_same' : undefined);
    if (problem) problems.new_email = { code: problem, message: fieldProblemMessages[problem] };
    if (body.current_password === '') {
      problems.current_password = {
        code: 'password_missing',
        message: 'Enter your current password.',
      };
    }
    if (Object.keys(problems).length > 0) throw new InvalidFieldsError(problems);
    await countThisHour(
      `email-change:${session.userId}`,
      EMAIL_CHANGE_REQUESTS_PER_HOUR,
      'Too many requests to change your email address. Try again later.',
    );
    if (!(await verifyPassword(body.current_password, user.password_hash))) {
      throw new InvalidFieldsError({
        current_password: { code: 'password_wrong', message: fieldProblemMessages.password_wrong },
      });
    }
    await db.transaction().execute(async (transaction) => {
      const taken = await transaction.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst();
      if (taken) {
        await queueMail(transaction, clock, {
          to: newEmail,
          kind: 'email_change_taken',
          userId: taken.id,
          ...emailChangeTakenMessage(settings.publicOrigin),
        });
        return;
      }
      await mailAccountLink(transaction, clock, {
        userId: session.userId,
        purpose: 'change_email',
        newEmail,
        to: newEmail,
        kind: 'confirm_email_change',
        compose: (token) => confirmEmailChangeMessage(settings.publicOrigin, token),
      });
    });
    const answer: AccountLinkResponse = {
      status: 'email_change_requested',
      message: emailChangeRequestedMessage(newEmail),
    };
    await answerAcceptedEvenly(response, startedAt, settings.signUpMinDurationMs, answer);
  });

  // The link mailed to the new address: the change happens here, and the old address is told.
  router.post('/account/email-change', async (request: Request, response: Response) => {
    requireJsonBody(request);
    const { token } = parseInput(emailChangeConfirmSchema, request.body, 'body');
    const email = await db.transaction().execute(async (transaction) => {
      const { userId, newEmail } = await consumeAccountToken(transaction, clock, token, 'change_email');
      const user = await lockLiveUser(transaction, userId);
      if (!user || !newEmail) {
        throw new ApiError(410, 'link_expired', 'This link has expired or was used already.');
      }
      // Someone signed up with the address after the link was mailed: only its inbox's owner
      // can read this answer, so it tells nobody new that the address has an account.
      const taken = await transaction.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst();
      if (taken) throw emailTaken();
      try {
        await transaction
          .updateTable('users')
          // Following the link proved the new address is theirs.
          .set({ email: newEmail, email_verified_at: clock.now() })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        // A sign-up with the address committed between the check above and this write.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      // A confirmation link still out for the old address has nothing left to confirm.
      await retireAccountTokens(transaction, userId, 'verify_email', clock.now());
      await queueMail(transaction, clock, {
        to: user.email,
        kind: 'email_changed',
        userId,
        ...emailChangedMessage(settings.publicOrigin, newEmail),
      });
      return newEmail;
    });
    response.setHeader('Cache-Control', 'no-store');
    const answer: AccountLinkResponse = { status: 'email_changed', email };
    response.json(answer);
  });

  // The confirmation link again, for an address not confirmed yet; the earlier link stops working.
  router.post('/users/me/email-verification', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const user = await db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (user.email_verified_at !== null) {
      throw new ApiError(409, 'email_already_verified', 'Your email address is confirmed already.');
    }
    await countThisHour(
      `verify-resend:${session.userId}`,
      VERIFICATION_RESENDS_PER_HOUR,
      'We sent the link a few times already. Check your inbox and spam folder, or try again later.',
    );
    await db.transaction().execute(async (transaction) => {
      await mailAddressConfirmation(transaction, clock, settings.publicOrigin, {
        userId: session.userId,
        to: user.email,
      });
    });
    response.setHeader('Cache-Control', 'no-store');
    const answer: AccountLinkResponse = {
      status: 'verification_sent',
      message: `We sent a new link to ${user.email}. It works for 48 hours.`,
    };
    response.status(202).json(answer);
  });
}
