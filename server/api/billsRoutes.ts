// Environment: server Adding, renaming and removing bills (docs/product.md#bills). A bill is a
// listing (docs/product.md#account-cache): the list and the detail stay GET /accounts/list and
// /accounts/{id}. The account number is sent to the biller connection once and stored as its last
// four digits only; another user's bill is a 404.
import type { Request, Response, Router } from 'express';
import type { BillResponse } from '../../src/api/contracts/billsContract.js';
import { billAccountNumberProblem, normalizeBillAccountNumber } from '../../src/bills/billRules.js';
import { lockScheduledPaymentsOfBill } from '../payments/billPaymentQueries.js';
import { appendPaymentEvent } from '../payments/paymentProcessor.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { findAccountDetail } from './accountsRoutes.js';
import { requireSessionForWrite } from './auth/authentication.js';
import { createSandboxBillerConnection } from './billsConnection.js';
import { runIdempotent, sendIdempotentAnswer } from './idempotency.js';
import { markOwnRowRemoved } from './markOwnRowRemoved.js';
import { parseInput } from './parseInput.js';
import { accountPathSchema } from './schemas/accountsSchemas.js';
import { billChangesSchema, newBillSchema } from './schemas/billsSchemas.js';

const billNotFound = (id: number) => new ApiError(404, 'bill_not_found', `No bill ${id} among your bills.`);

export function registerBillsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;
  const connection = dependencies.billerConnection ?? createSandboxBillerConnection();

  router.post('/bills', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const bill = parseInput(newBillSchema, request.body, 'body');
    const problem = billAccountNumberProblem(bill.account_number);
    if (problem) throw new ApiError(400, 'invalid_account_number', problem);
    const accountNumber = normalizeBillAccountNumber(bill.account_number);
    const answer = await runIdempotent<BillResponse>(
      dependencies,
      request,
      {
        userId: session.userId,
        operation: 'bills.create',
        // The full account number stays out of the stored fingerprint (idempotency.ts).
        fingerprint: { ...bill, account_number: accountNumber.slice(-4) },
      },
      async (transaction) => {
        const serviceType = await transaction
          .selectFrom('biller_service_types')
          .select('service_type_id')
          .where('biller_id', '=', bill.biller_id)
          .$if(bill.service_type_id !== undefined, (query) =>
            query.where('service_type_id', '=', bill.service_type_id ?? 0),
          )
          .orderBy('service_type_id')
          .executeTakeFirst();
        if (!serviceType) {
          throw new ApiError(422, 'biller_not_found', 'Choose a biller from the list (and one of its services).');
        }
        const statement = await connection.statementFor({
          billerId: bill.biller_id,
          accountNumber,
          today: clock.now(),
        });
        const { id } = await transaction
          .insertInto('listings')
          .values({
            user_id: session.userId,
            biller_id: bill.biller_id,
            service_type_id: serviceType.service_type_id,
            nickname: bill.nickname || null,
            account_number_last4: accountNumber.slice(-4),
            balance_cents: statement.amountDueCents,
            minimum_due_cents: statement.minimumDueCents,
            due_date: statement.dueDate,
            paperless: false,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const detail = await findAccountDetail(transaction, session.userId, id);
        if (!detail) throw new Error(`The bill ${id} just added cannot be read back.`);
        return { status: 201, body: { bill: detail } };
      },
    );
    sendIdempotentAnswer(response, answer);
  });

  router.patch('/bills/:id', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { id } = parseInput(accountPathSchema, request.params, 'path');
    const changes = parseInput(billChangesSchema, request.body, 'body');
    const updated = await db
      .updateTable('listings')
      .set({
        ...(changes.nickname === undefined ? {} : { nickname: changes.nickname || null }),
        ...(changes.paperless === undefined ? {} : { paperless: changes.paperless }),
      })
      .where('id', '=', id)
      .where('user_id', '=', session.userId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw billNotFound(id);
    const detail = await findAccountDetail(db, session.userId, id);
    if (!detail) throw billNotFound(id);
    const answer: BillResponse = { bill: detail };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });

  router.delete('/bills/:id', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { id } = parseInput(accountPathSchema, request.params, 'path');
    // Kept, not deleted: the bill's payments stay in history and in the insights
    // (docs/product.md#payment-history). What would pay it later goes with it, in the same
    // transaction: its autopay rule, and its payments not yet sent, canceled with the reason on
    // their receipts. (Left alone, the scheduler kept paying a bill the user had removed.)
    const removed = await db.transaction().execute(async (transaction) => {
      const marked = await markOwnRowRemoved(transaction, 'listings', { id, userId: session.userId }, clock.now());
      if (!marked) return false;
      await transaction.deleteFrom('autopay_rules').where('listing_id', '=', id).execute();
      for (const paymentId of await lockScheduledPaymentsOfBill(transaction, id)) {
        await appendPaymentEvent(
          transaction,
          paymentId,
          'canceled',
          clock.now(),
          'Canceled because its bill was removed from your bills.',
        );
      }
      return true;
    });
    if (!removed) throw billNotFound(id);
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  });
}
