// Environment: server
// Autopay per bill (issue 13): GET, PUT (create or change) and DELETE /autopay/{listing}. The
// scheduler job (server/payments/autopayScheduler.ts) makes the payments; this answers when.
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/databaseSchema.js';
import { calendarDayOf } from '../payments/bankingCalendar.js';
import { autopayIdempotencyKey, nextAutopayDate } from '../payments/autopayScheduler.js';
import { isoTimestamp } from '../payments/billPaymentQueries.js';
import { findOwnBillAndInstrument } from '../payments/paymentQuote.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireCsrfProof, requireSession } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import {
  autopayBodySchema,
  autopayPathSchema,
  type AutopayRuleResponse,
} from './schemas/paymentsSchemas.js';

async function readRule(
  db: Kysely<Database>,
  userId: number,
  listingId: number,
  today: string,
): Promise<AutopayRuleResponse | null> {
  const row = await db
    .selectFrom('autopay_rules as r')
    .innerJoin('listings', 'listings.id', 'r.listing_id')
    .select([
      'r.listing_id',
      'r.payment_instrument_id',
      'r.amount_kind',
      'r.fixed_amount_cents',
      'r.days_before_due',
      'listings.due_date',
    ])
    // Moves since this rule was set (a rule turned off and on again starts afresh), in the same
    // query: walletInstrumentUsage.ts records them when the rule's method is removed.
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('autopay_rule_changes as c')
          .select(['c.at', 'c.from_method', 'c.to_method'])
          .whereRef('c.listing_id', '=', 'r.listing_id')
          .whereRef('c.at', '>=', 'r.created_at')
          .orderBy('c.id'),
      ).as('changes'),
    )
    .where('r.listing_id', '=', listingId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  // Has the scheduler paid this statement already? Its payment carries the run's own key.
  const paid =
    row.due_date !== null &&
    (await db
      .selectFrom('bill_payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', autopayIdempotencyKey(listingId, row.due_date))
      .executeTakeFirst()) !== undefined;
  return {
    listing_id: row.listing_id,
    payment_instrument_id: row.payment_instrument_id,
    amount_kind: row.amount_kind,
    fixed_amount_cents: row.fixed_amount_cents,
    days_before_due: row.days_before_due,
    next_autopay_date: nextAutopayDate({
      dueDate: row.due_date,
      daysBeforeDue: row.days_before_due,
      today,
      paidForDueDate: paid,
    }),
    changes: row.changes.map((change) => ({
      at: isoTimestamp(change.at),
      from_method: change.from_method,
      to_method: change.to_method,
    })),
  };
}

export function registerAutopayRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;

  router.get('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { listing } = parseInput(autopayPathSchema, request.params, 'path');
    const rule = await readRule(db, session.userId, listing, calendarDayOf(clock.now()));
    if (!rule) throw new ApiError(404, 'autopay_not_found', 'Autopay is off for this bill.');
    response.setHeader('Cache-Control', 'private, no-store');
    response.json(rule);
  });

  // PUT is idempotent by nature (the rule is the whole body), so it needs no Idempotency-Key.
  router.put('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    requireCsrfProof(request, session);
    const { listing } = parseInput(autopayPathSchema, request.params, 'path');
    const body = parseInput(autopayBodySchema, request.body, 'body');
    const now = clock.now();
    const values = {
      payment_instrument_id: body.payment_instrument_id,
      amount_kind: body.amount_kind,
      fixed_amount_cents: body.fixed_amount_cents,
      days_before_due: body.days_before_due,
      updated_at: now,
    };
    await db.transaction().execute(async (transaction) => {
      // Inside the transaction, with the instrument's row held (FOR SHARE): a removal of that
      // method in progress finishes first and this then refuses it, so no rule points at a
      // removed method (walletInstrumentUsage.ts moves or cancels the rules a removal finds).
      await findOwnBillAndInstrument(
        transaction,
        session.userId,
        listing,
        body.payment_instrument_id,
      );
      await transaction
        .insertInto('autopay_rules')
        .values({ ...values, listing_id: listing, user_id: session.userId, created_at: now })
        .onConflict((conflict) => conflict.column('listing_id').doUpdateSet(values))
        .execute();
      // The bill list's "autopay on" status (migration 0001's flag) follows the rule.
      await transaction
        .updateTable('listings')
        .set({ autopay: true })
        .where('id', '=', listing)
        .execute();
    });
    response.setHeader('Cache-Control', 'private, no-store');
    response.json(await readRule(db, session.userId, listing, calendarDayOf(clock.now())));
  });

  router.delete('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    requireCsrfProof(request, session);
    const { listing } = parseInput(autopayPathSchema, request.params, 'path');
    const deleted = await db.transaction().execute(async (transaction) => {
      const result = await transaction
        .deleteFrom('autopay_rules')
        .where('listing_id', '=', listing)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await transaction
        .updateTable('listings')
        .set({ autopay: false })
        .where('id', '=', listing)
        .execute();
      return true;
    });
    if (!deleted) throw new ApiError(404, 'autopay_not_found', 'Autopay is off for this bill.');
    response.status(204).end();
  });
}
