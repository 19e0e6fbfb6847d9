// Environment: server Bill payments (docs/product.md#payment-history): quote, create (idempotent),
// read, history with filters, paging and CSV, and cancel while scheduled. Every query is scoped to
// the signed-in user: another user's bill, instrument or payment answers 404, as an unknown one
// does.
import type { Request, Response, Router } from 'express';
import { sql } from 'kysely';
import { bankingCalendar } from '../payments/bankingCalendar.js';
import { paymentHistoryCsv } from '../payments/paymentHistoryCsv.js';
import { findBillPayment, findLastDeliveredPayments, listBillPayments } from '../payments/billPaymentQueries.js';
import { createBillPayment } from '../payments/createBillPayment.js';
import { cancelPayment } from '../payments/paymentProcessor.js';
import { autopayColumn } from '../payments/selectAutopayRules.js';
import { checkDeliveryDate, findOwnBillAndInstrument, quotePayment } from '../payments/paymentQuote.js';
import { maskAccountNumber } from './accountDetails.js';
import { ApiError } from './apiError.js';
import { findBiller } from './findBiller.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { idempotentJsonCreate } from './idempotency.js';
import { isMember } from './membershipGate.js';
import { parseInput } from './parseInput.js';
import {
  createPaymentBodySchema,
  paymentListQuerySchema,
  paymentPathSchema,
  paymentQuoteQuerySchema,
  payBillerQuerySchema,
  payContextQuerySchema,
  type PayBillerResponse,
  type PayContextResponse,
  type BillPayment,
  type BillPaymentListResponse,
  type PaymentQuoteResponse,
} from './schemas/paymentsSchemas.js';
import { sendPrivately } from './privateAnswer.js';

/** Most rows one CSV download holds (newest first). */
const CSV_MAX_ROWS = 10_000;

export function registerPaymentsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;

  router.get('/payments/context', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { listing } = parseInput(payContextQuerySchema, request.query, 'query');
    const [bill, instruments] = await Promise.all([
      db
        .selectFrom('listings')
        .innerJoin('billers', 'billers.id', 'listings.biller_id')
        .select([
          'listings.id',
          'billers.name as biller_name',
          'listings.nickname',
          'listings.account_number_last4',
          'listings.balance_cents',
          'listings.due_date',
          'listings.paperless',
        ])
        .select(autopayColumn)
        .where('listings.id', '=', listing)
        .where('listings.user_id', '=', session.userId)
        .where('listings.removed_at', 'is', null)
        .executeTakeFirst(),
      db
        .selectFrom('payment_instruments')
        .select(['id', 'kind', 'nickname', 'last4', 'is_default'])
        .where('user_id', '=', session.userId)
        .where('removed_at', 'is', null)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute(),
    ]);
    if (!bill) throw new ApiError(404, 'listing_not_found', 'That bill was not found.');
    // The last amount paid, proposed when nothing is due (never a made-up $1.00).
    const lastPaid = (await findLastDeliveredPayments(db, session.userId, [bill.id])).get(bill.id);
    const answer: PayContextResponse = {
      bill: {
        id: bill.id,
        biller_name: bill.biller_name,
        nickname: bill.nickname,
        masked_account_number: maskAccountNumber(bill.account_number_last4),
        amount_due_cents: bill.balance_cents,
        due_date: bill.due_date,
        paperless: bill.paperless,
        autopay: bill.autopay,
        last_paid_cents: lastPaid?.amount_cents ?? null,
      },
      instruments,
    };
    sendPrivately(response, answer);
  });

  router.get('/payments/biller', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { provider } = parseInput(payBillerQuerySchema, request.query, 'query');
    const biller = await findBiller(db, { slug: provider });
    if (!biller) throw new ApiError(404, 'biller_not_found', 'That biller was not found.');
    const [serviceTypes, bill] = await Promise.all([
      db
        .selectFrom('biller_service_types')
        .innerJoin('service_types', 'service_types.id', 'biller_service_types.service_type_id')
        .select(['service_types.id', 'service_types.name'])
        .where('biller_service_types.biller_id', '=', biller.id)
        .orderBy('service_types.id')
        .execute(),
      // The bill to go to: the user's own with this biller, the one due soonest first.
      db
        .selectFrom('listings')
        .select('id')
        .where('user_id', '=', session.userId)
        .where('biller_id', '=', biller.id)
        .where('removed_at', 'is', null)
        .orderBy(sql`due_date NULLS LAST`)
        .orderBy('id')
        .executeTakeFirst(),
    ]);
    const answer: PayBillerResponse = {
      biller: { ...biller, service_types: serviceTypes },
      listing_id: bill?.id ?? null,
    };
    sendPrivately(response, answer);
  });

  router.get('/payments/quote', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const query = parseInput(paymentQuoteQuerySchema, request.query, 'query');
    const { instrument } = await findOwnBillAndInstrument(db, session.userId, query.listing, query.payment_instrument);
    const [calendar, member] = await Promise.all([bankingCalendar(), isMember(db, session.userId)]);
    const answer: PaymentQuoteResponse = quotePayment(calendar, instrument.kind, query.amount_cents, clock.now(), {
      member,
    });
    if (query.delivery_date !== undefined) {
      checkDeliveryDate(calendar, answer, query.delivery_date);
    }
    sendPrivately(response, answer);
  });

  router.post(
    '/payments',
    idempotentJsonCreate(
      dependencies,
      'payments.create',
      createPaymentBodySchema,
      async (transaction, { session, body, idempotencyKey }) => {
        const paymentId = await createBillPayment(transaction, clock, {
          userId: session.userId,
          listingId: body.listing_id,
          instrumentId: body.payment_instrument_id,
          amountCents: body.amount_cents,
          deliveryDate: body.delivery_date,
          // The client's key, in the client's namespace: autopay's payments are told apart by
          // `autopay`, so no client key can stand in for one
          // (docs/product.md#idempotency-key-namespaces).
          idempotencyKey,
          confirmDuplicate: body.confirm_duplicate === true,
        });
        const created = await findBillPayment(transaction, session.userId, paymentId);
        return { status: 201, body: created };
      },
    ),
  );

  router.get('/payments', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const query = parseInput(paymentListQuerySchema, request.query, 'query');
    const { list, hasMore } = await listBillPayments(db, {
      userId: session.userId,
      listingId: query.listing,
      status: query.status,
      from: query.from,
      to: query.to,
      startingAfter: query.starting_after,
      limit: query.limit,
    });
    const last = list.at(-1);
    const answer: BillPaymentListResponse = {
      list,
      has_more: hasMore,
      starting_after: hasMore && last ? String(last.id) : null,
    };
    sendPrivately(response, answer);
  });

  router.get('/payments.csv', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const query = parseInput(paymentListQuerySchema, request.query, 'query');
    const { list } = await listBillPayments(db, {
      userId: session.userId,
      listingId: query.listing,
      status: query.status,
      from: query.from,
      to: query.to,
      limit: CSV_MAX_ROWS,
    });
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="payment-history.csv"');
    response.send(paymentHistoryCsv(list));
  });

  async function ownPayment(request: Request, userId: number): Promise<BillPayment> {
    const { id } = parseInput(paymentPathSchema, request.params, 'path');
    const payment = await findBillPayment(db, userId, id);
    if (!payment) throw new ApiError(404, 'payment_not_found', 'That payment was not found.');
    return payment;
  }

  router.get('/payments/:id', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    sendPrivately(response, await ownPayment(request, session.userId));
  });

  router.post('/payments/:id/cancel', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const payment = await ownPayment(request, session.userId);
    const canceled = await cancelPayment(db, clock, payment.id, 'Canceled by you.');
    // Canceling twice is harmless; canceling once it has started moving is not possible.
    if (!canceled && payment.status !== 'canceled') {
      throw new ApiError(
        409,
        'payment_not_cancelable',
        'This payment has already started moving and can no longer be canceled.',
      );
    }
    sendPrivately(response, await ownPayment(request, session.userId));
  });
}
