// Environment: server
// POST /users: creating an account (docs/product.md#sign-up). JSON from the container's dialog
// and the sign-up page; a url-encoded form from the same page without JavaScript, answered with
// a 303 to the next page to show.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { localReturnPath } from '../../src/maintenance/maintenanceReturn.js';
import { paths } from '../../src/routing/paths.js';
import type { SignUpResponse } from '../../src/api/contracts/accountContract.js';
import {
  fieldProblemMessages,
  normalizeEmail,
  signUpFieldProblems,
  type FieldProblem,
} from '../../src/user/accountRules.js';
import { alreadyRegisteredMessage } from '../mail/accountMessages.js';
import { queueMail } from '../mail/outbox.js';
import { ApiError, InvalidFieldsError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { mailAddressConfirmation } from './auth/accountTokens.js';
import { newPasswordProblem } from './auth/newPasswordProblem.js';
import { openSession } from './auth/openSession.js';
import { hashPassword } from './auth/passwordHash.js';
import { chargeOrRefuse } from './auth/signInThrottle.js';
import { throttleAddress } from './auth/throttleAddress.js';
import { answerNoSoonerThan } from './evenTiming.js';
import { isFormPost, parseFormPost, requireSameSiteForm } from './formPosts.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';
import { hierarchyForZip } from './zipLocation.js';

// Lengths are checked loosely here and precisely by the field rules, which name the field.
const signUpBodySchema = z.object({
  email: z.string().max(1_000),
  password: z.string().max(1_000),
  zip_code: z.string().max(100),
  return_to: z.string().max(2_000).optional(),
});
type SignUpBody = z.infer<typeof signUpBodySchema>;

/** New accounts start in the free segment: the paid tier is chosen later. */
const NEW_ACCOUNT_SEGMENT = 'free';
const CHECK_EMAIL_MESSAGE = 'Check your inbox: we sent a message to that address telling you how to continue.';

function fieldProblem(code: FieldProblem) {
  return { code, message: fieldProblemMessages[code] };
}

/** The handle shown in the header until the person picks a display name. */
function usernameFor(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 40);
}

async function validate(dependencies: ApiDependencies, body: SignUpBody, email: string) {
  const problems: Record<string, { code: string; message: string }> = {};
  for (const [field, code] of Object.entries(signUpFieldProblems(body))) {
    problems[field] = fieldProblem(code);
  }
  if (!problems.password) {
    const weak = await newPasswordProblem(body.password, {
      email,
      zip_code: body.zip_code,
      display_name: null,
    });
    if (weak) problems.password = weak;
  }
  const zipCode = body.zip_code.trim();
  const hierarchy = problems.zip_code ? undefined : await hierarchyForZip(dependencies.db, zipCode);
  if (!problems.zip_code && !hierarchy) problems.zip_code = fieldProblem('zip_unknown');
  if (Object.keys(problems).length > 0 || !hierarchy) throw new InvalidFieldsError(problems);
  return { zipCode, hierarchy };
}

async function signUp(
  dependencies: ApiDependencies,
  request: Request,
  response: Response,
  body: SignUpBody,
): Promise<SignUpResponse> {
  const { db, clock, settings } = dependencies;
  const email = normalizeEmail(body.email);
  const { zipCode, hierarchy } = await validate(dependencies, body, email);

  // Charged only once the form is right: fixing a typo costs nothing, creating accounts or
  // mailing an address over and over does (docs/product.md#sign-up-throttling).
  const address = throttleAddress(request.ip ?? 'unknown');
  await chargeOrRefuse(
    db,
    settings.signInThrottle,
    [
      { key: `sign-up:${address}`, free: settings.signUpThrottle.freePerAddress },
      { key: `sign-up-email:${email}`, free: settings.signUpThrottle.freePerEmail },
    ],
    clock.now(),
    'Too many sign-ups from here.',
  );

  // Hashed whether or not the address is taken: both paths cost the same.
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (transaction) => {
    const created = await transaction
      .insertInto('users')
      .values({
        email,
        username: usernameFor(email),
        password_hash: passwordHash,
        segment: NEW_ACCOUNT_SEGMENT,
        zip_code: zipCode,
        location_hierarchy: hierarchy,
        created_at: clock.now(),
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) {
      // The address has an account: its owner hears of the try, the visitor learns nothing.
      const owner = await transaction
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await queueMail(transaction, clock, {
        to: email,
        kind: 'already_registered',
        userId: owner.id,
        ...alreadyRegisteredMessage(settings.publicOrigin),
      });
      return { status: 'check_email', message: CHECK_EMAIL_MESSAGE };
    }
    await mailAddressConfirmation(transaction, clock, settings.publicOrigin, {
      userId: created.id,
      to: email,
    });
    const session = await openSession(dependencies, request, response, created.id, transaction);
    return { status: 'created', ...session };
  });
}

/** Where a form post goes back to with its problems: the sign-up page, keeping what was typed. */
function signUpPageWith(body: SignUpBody, problems: Record<string, string>): string {
  const query = new URLSearchParams();
  query.set('email', body.email.slice(0, 254));
  query.set('zip_code', body.zip_code.slice(0, 10));
  const returnTo = localReturnPath(body.return_to);
  if (returnTo) query.set('return_to', returnTo);
  for (const [field, code] of Object.entries(problems)) query.set(`problem_${field}`, code);
  return `${paths.signUp()}?${query.toString()}`;
}

export function registerSignUpRoutes(router: Router, dependencies: ApiDependencies): void {
  router.post('/users', parseFormPost, async (request: Request, response: Response) => {
    const startedAt = performance.now();
    const viaForm = isFormPost(request);
    if (viaForm) requireSameSiteForm(request);
    else requireJsonBody(request);
    const body = parseInput(signUpBodySchema, request.body, 'body');
    response.setHeader('Cache-Control', 'no-store');

    let answer: SignUpResponse;
    try {
      answer = await signUp(dependencies, request, response, body);
    } catch (error) {
      if (viaForm && error instanceof InvalidFieldsError) {
        response.redirect(303, signUpPageWith(body, error.codes));
        return;
      }
      if (viaForm && error instanceof ApiError && error.status === 429) {
        response.redirect(303, signUpPageWith(body, { form: 'throttled' }));
        return;
      }
      throw error;
    }
    await answerNoSoonerThan(startedAt, dependencies.settings.signUpMinDurationMs);
    if (viaForm) {
      const next =
        answer.status === 'created'
          ? (localReturnPath(body.return_to) ?? paths.bills())
          : `${paths.signUp()}?check_email`;
      response.redirect(303, next);
      return;
    }
    response.status(answer.status === 'created' ? 201 : 202).json(answer);
  });
}
