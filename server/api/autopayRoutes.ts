// Environment: server Autopay per bill (docs/product.md#autopay-rules): GET, PUT (create or change)
// and DELETE /autopay/{listing}. The scheduler job (server/payments/autopayScheduler.ts) makes the
// payments; this answers when.
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/databaseSchema.js';
import type { AutopayStatement } from '../../src/api/contracts/paymentsContract.js';
import { cardValidOn } from '../../src/wallet/instrumentRules.js';
import { addCalendarDays, bankingCalendar, calendarDayOf } from '../payments/bankingCalendar.js';
import {
  decideAutopay,
  findStatementPayments,
  nextAutopayDate,
  planAutopay,
  STATEMENT_CYCLE_DAYS,
  type AutopayDecision,
} from '../payments/autopayStatement.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import { AUTOPAY_SCHEDULER_JOB } from '../payments/paymentJobNames.js';
import { isoTimestamp } from '../payments/billPaymentQueries.js';
import { checkCardValidOnSendDate, findOwnBillAndInstrument } from '../payments/paymentQuote.js';
import { selectAutopayRules } from '../payments/selectAutopayRules.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import { autopayBodySchema, autopayPathSchema, type AutopayRuleResponse } from './schemas/paymentsSchemas.js';
import { sendPrivately } from './privateAnswer.js';

async function readRule(
  db: Kysely<Database>,
  userId: number,
  listingId: number,
  today: string,
): Promise<AutopayRuleResponse | null> {
  const row = await selectAutopayRules(db)
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
  const statement = await autopayStatementOf(db, userId, row, today);
  // The card must be valid when it is next charged, and the user hears of it a statement ahead.
  const checkedOn = addCalendarDays(statement?.send_date ?? statement?.due_date ?? today, STATEMENT_CYCLE_DAYS);
  return {
    listing_id: row.listing_id,
    payment_instrument_id: row.payment_instrument_id,
    amount_kind: row.amount_kind,
    fixed_amount_cents: row.fixed_amount_cents,
    days_before_due: row.days_before_due,
    next_autopay_date: statement ? nextAutopayDate(statement, today) : null,
    changes: row.changes.map((change) => ({
      at: isoTimestamp(change.at),
      from_method: change.from_method,
      to_method: change.to_method,
    })),
    statement: statement && withoutPayNow(statement),
    card_expires_before_next_payment: !cardValidOn(row, checkedOn),
  };
}

function withoutPayNow({ payNow: _payNow, ...statement }: AutopayDecision): AutopayStatement {
  return statement;
}

/** What autopay does about the bill's current statement; null without a due date ahead. */
async function autopayStatementOf(
  db: Kysely<Database>,
  userId: number,
  row: Awaited<ReturnType<ReturnType<typeof selectAutopayRules>['executeTakeFirstOrThrow']>>,
  today: string,
): Promise<AutopayDecision | null> {
  const dueDate = row.due_date;
  if (dueDate === null || dueDate < today) return null;
  const calendar = await bankingCalendar();
  const payments = (await findStatementPayments(db, userId, [{ listingId: row.listing_id, dueDate }])).get(
    row.listing_id,
  );
  if (!payments) return null;
  return decideAutopay({
    rule: {
      amountKind: row.amount_kind,
      fixedAmountCents: row.fixed_amount_cents,
      skipsDueDate: row.skips_due_date,
    },
    dueDate,
    balanceCents: row.balance_cents,
    payments,
    plan: planAutopay(calendar, {
      methodKind: row.kind,
      dueDate,
      daysBeforeDue: row.days_before_due,
      today,
    }),
  });
}

export function registerAutopayRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;

  router.get('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { listing } = parseInput(autopayPathSchema, request.params, 'path');
    const rule = await readRule(db, session.userId, listing, calendarDayOf(clock.now()));
    if (!rule) throw new ApiError(404, 'autopay_not_found', 'Autopay is off for this bill.');
    sendPrivately(response, rule);
  });

  // PUT is idempotent by nature (the rule is the whole body), so it needs no Idempotency-Key.
  router.put('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
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
      const { listing: bill, instrument } = await findOwnBillAndInstrument(
        transaction,
        session.userId,
        listing,
        body.payment_instrument_id,
      );
      const today = calendarDayOf(now);
      if (bill.due_date !== null && bill.due_date >= today) {
        const plan = planAutopay(await bankingCalendar(), {
          methodKind: instrument.kind,
          dueDate: bill.due_date,
          daysBeforeDue: body.days_before_due,
          today,
        });
        checkCardValidOnSendDate(instrument, plan.sendDate);
        // Its payment is due today: the scheduler runs now, not at its next minute (and is queued
        // if it is running, as the run under way may have read the rules before this one).
        if (plan.payNow) {
          await enqueueJob(transaction, clock, {
            name: AUTOPAY_SCHEDULER_JOB,
            singletonKey: AUTOPAY_SCHEDULER_JOB,
            bringForward: true,
          });
        }
      }
      // Turned on while this statement is being paid by hand: autopay starts with the next one
      // (docs/product.md#autopay-and-payments-by-hand). Without the choice, an earlier one stays.
      const skips = body.from_next_statement && bill.due_date !== null ? { skips_due_date: bill.due_date } : {};
      await transaction
        .insertInto('autopay_rules')
        .values({
          ...values,
          ...skips,
          listing_id: listing,
          user_id: session.userId,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('listing_id').doUpdateSet({ ...values, ...skips }))
        .execute();
    });
    sendPrivately(response, await readRule(db, session.userId, listing, calendarDayOf(clock.now())));
  });

  router.delete('/autopay/:listing', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { listing } = parseInput(autopayPathSchema, request.params, 'path');
    const result = await db
      .deleteFrom('autopay_rules')
      .where('listing_id', '=', listing)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new ApiError(404, 'autopay_not_found', 'Autopay is off for this bill.');
    response.status(204).end();
  });
}
