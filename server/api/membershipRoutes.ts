// Environment: server
// doxoPLUS membership (docs/product.md#doxoplus): read it, quote and enroll (idempotent), manage
// it (member only: 403 `membership_required` otherwise), and read a charge's receipt. Scoped to
// the signed-in user: another user's charge answers 404, as an unknown one does.
import type { Request, Response, Router } from 'express';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { markSessionAnswer, requireCsrfProof, requireSession, userVersionSeen } from './auth/authentication.js';
import { idempotentJsonCreate } from './idempotency.js';
import { requireMembership } from './membershipGate.js';
import { parseInput } from './parseInput.js';
import {
  enrollBodySchema,
  membershipChangesBodySchema,
  membershipChargePathSchema,
  membershipQuoteQuerySchema,
  type MembershipChargeResponse,
  type MembershipQuote,
  type MembershipResponse,
} from './schemas/membershipSchemas.js';
import {
  changeMembership,
  enrollMembership,
  enrollmentQuote,
  planOrRefuse,
  type MembershipChange,
} from '../membership/enrollMembership.js';
import { describeMembership, loadMembershipRecord } from '../membership/membershipRecord.js';
import { calendarDayOf } from '../payments/bankingCalendar.js';
import { createSandboxPaymentRails } from '../payments/paymentRails.js';
import type { Membership } from '../../src/api/contracts/membershipContract.js';
import { sendPrivately } from './privateAnswer.js';
import { requireJsonBody } from './requireJsonBody.js';

/** Users whose membership answer is kept per process; beyond it the oldest is dropped. */
const MAX_KEPT_MEMBERSHIPS = 10_000;

export function registerMembershipRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;
  const rails = dependencies.paymentRails ?? createSandboxPaymentRails();

  // GET /membership runs on a member's every first page load (the grace notice). Its answer
  // depends only on rows whose every change moves the user's version on (0180 and 0230 in
  // server/db/migrations), read with the session: it is kept per user under that version and
  // given again while it is unchanged, so no enrollment, renewal, lapse or card change is missed
  // by the very next request, in any process (docs/product.md#session-answers).
  const keptMemberships = new Map<number, { version: number; membership: Membership | null }>();
  router.get('/membership', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const version = userVersionSeen(request, session.userId);
    const kept = keptMemberships.get(session.userId);
    let membership: Membership | null;
    if (kept && version !== null && kept.version === version) {
      membership = kept.membership;
    } else {
      const record = await loadMembershipRecord(db, { userId: session.userId });
      membership = record ? await describeMembership(db, record) : null;
      keptMemberships.delete(session.userId);
      if (version !== null) {
        if (keptMemberships.size >= MAX_KEPT_MEMBERSHIPS) {
          keptMemberships.delete(keptMemberships.keys().next().value ?? 0);
        }
        keptMemberships.set(session.userId, { version, membership });
      }
    }
    const now = clock.now();
    const answer: MembershipResponse = { membership, today: calendarDayOf(now) };
    // Read at or after the version the session read: a page built on it is never given once a
    // change it missed moved that version (server/http/signedInPageCache.ts).
    markSessionAnswer(request, response, session.userId, now);
    sendPrivately(response, answer);
  });

  router.get('/membership/quote', async (request: Request, response: Response) => {
    await requireSession(dependencies, request);
    const { plan } = parseInput(membershipQuoteQuerySchema, request.query, 'query');
    const answer: MembershipQuote = enrollmentQuote(planOrRefuse(plan), clock.now());
    sendPrivately(response, answer);
  });

  router.post(
    '/membership',
    idempotentJsonCreate(
      dependencies,
      'membership.enroll',
      enrollBodySchema,
      async (transaction, { session, body }) => {
        const record = await enrollMembership(
          transaction,
          { clock, rails },
          { userId: session.userId, plan: body.plan, instrumentId: body.payment_instrument_id },
        );
        return { status: 201, body: await describeMembership(transaction, record) };
      },
    ),
  );

  async function manage(request: Request, response: Response, change: MembershipChange) {
    const session = await requireMembership(dependencies, request);
    requireCsrfProof(request, session);
    const membership = await db.transaction().execute(async (transaction) => {
      const record = await changeMembership(transaction, clock, session.userId, change);
      return describeMembership(transaction, record);
    });
    response.setHeader('Cache-Control', 'no-store');
    response.json(membership);
  }

  router.patch('/membership', async (request: Request, response: Response) => {
    requireJsonBody(request);
    const body = parseInput(membershipChangesBodySchema, request.body, 'body');
    await manage(request, response, {
      action: 'change',
      plan: body.plan,
      instrumentId: body.payment_instrument_id,
    });
  });

  router.post('/membership/cancel', async (request: Request, response: Response) => {
    await manage(request, response, { action: 'cancel' });
  });

  router.post('/membership/cancel/undo', async (request: Request, response: Response) => {
    await manage(request, response, { action: 'undoCancel' });
  });

  router.get('/membership/charges/:id', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { id } = parseInput(membershipChargePathSchema, request.params, 'path');
    const record = await loadMembershipRecord(db, { userId: session.userId });
    const membership = record && (await describeMembership(db, record));
    const charge = membership?.charges.find((candidate) => candidate.id === id);
    if (!charge) throw new ApiError(404, 'charge_not_found', 'That charge was not found.');
    const answer: MembershipChargeResponse = { charge };
    sendPrivately(response, answer);
  });
}
