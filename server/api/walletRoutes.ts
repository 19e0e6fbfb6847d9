// Environment: server The wallet (docs/product.md#wallet): a signed-in user's payment instruments.
// Full numbers go to the vault (walletVault.ts) and nowhere else: not the database, the idempotency
// fingerprint, a log line or an error message. Another user's instrument answers 404, as if it did
// not exist.
import type { Request, Response, Router } from 'express';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  NewInstrument,
  WalletInstrument,
  WalletResponse,
  InstrumentResponse,
  InstrumentUsesResponse,
} from '../../src/api/contracts/walletContract.js';
import { checkNewInstrument, digitsOf } from '../../src/wallet/instrumentRules.js';
import type { Database, PaymentInstrumentTable } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { runIdempotent, sendIdempotentAnswer } from './idempotency.js';
import { parseInput } from './parseInput.js';
import {
  instrumentChangesSchema,
  instrumentIdSchema,
  newInstrumentSchema,
  removalQuerySchema,
} from './schemas/walletSchemas.js';
import { instrumentUsage, settleInstrumentUses } from './walletInstrumentUsage.js';
import { createSandboxPaymentVault } from './walletVault.js';
import { sendPrivately } from './privateAnswer.js';

type InstrumentRow = Selectable<PaymentInstrumentTable>;

/**
 * What the wallet shows of a payment method, the account export too: never the vault's token, a
 * handle on the full number.
 */
export const instrumentColumns = [
  'id',
  'kind',
  'brand',
  'last4',
  'nickname',
  'expiry_month',
  'expiry_year',
  'account_type',
  'card_funding',
  'is_default',
  'created_at',
] as const;

function toWalletInstrument(row: Pick<InstrumentRow, (typeof instrumentColumns)[number]>): WalletInstrument {
  return {
    id: row.id,
    kind: row.kind,
    nickname: row.nickname,
    brand: row.brand,
    last4: row.last4,
    expiry_month: row.expiry_month,
    expiry_year: row.expiry_year,
    account_type: row.account_type,
    card_funding: row.card_funding,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

function defaultNickname(instrument: NewInstrument, brand: string | null, last4: string): string {
  if (instrument.kind === 'bank_account') {
    return `${instrument.account_type === 'savings' ? 'Savings' : 'Checking'} ${last4}`;
  }
  return `${brand ?? 'Card'} ${last4}`;
}

/** The request minus full numbers and CVV, for the idempotency fingerprint (idempotency.ts). */
function fingerprintOf(instrument: NewInstrument): unknown {
  if (instrument.kind === 'bank_account') {
    const { account_number: accountNumber, ...rest } = instrument;
    return { ...rest, account_last4: digitsOf(accountNumber).slice(-4) };
  }
  return {
    kind: instrument.kind,
    card_last4: digitsOf(instrument.card_number).slice(-4),
    expiry_month: instrument.expiry_month,
    expiry_year: instrument.expiry_year,
    zip: instrument.zip,
    nickname: instrument.nickname,
  };
}

async function findOwnInstrument(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  id: number,
  { lock = false } = {},
) {
  const row = await db
    .selectFrom('payment_instruments')
    .select(instrumentColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'instrument_not_found', 'No such payment method in your wallet.');
  return row;
}

export function registerWalletRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;
  const vault = dependencies.paymentVault ?? createSandboxPaymentVault();

  router.get('/wallet/instruments', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const rows = await db
      .selectFrom('payment_instruments')
      .select(instrumentColumns)
      .where('user_id', '=', session.userId)
      .where('removed_at', 'is', null)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    const answer: WalletResponse = { instruments: rows.map(toWalletInstrument) };
    sendPrivately(response, answer);
  });

  router.post('/wallet/instruments', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const instrument = parseInput(newInstrumentSchema, request.body, 'body');
    const [problem] = checkNewInstrument(instrument, clock.now());
    if (problem) throw new ApiError(400, `invalid_${problem.field}`, problem.message);
    const answer = await runIdempotent(
      dependencies,
      request,
      {
        userId: session.userId,
        operation: 'wallet.instrument.create',
        fingerprint: fingerprintOf(instrument),
      },
      async (transaction) => {
        const tokenized = await vault.tokenize(instrument);
        if (!tokenized.ok) {
          throw new ApiError(422, tokenized.decline.code, tokenized.decline.message);
        }
        const { token, brand, last4, cardFunding } = tokenized.vaulted;
        // The first instrument, or the first after the default was removed, becomes the default.
        const hasDefault = await transaction
          .selectFrom('payment_instruments')
          .select('id')
          .where('user_id', '=', session.userId)
          .where('removed_at', 'is', null)
          .where('is_default', '=', true)
          .executeTakeFirst();
        const isCard = instrument.kind !== 'bank_account';
        const row = await transaction
          .insertInto('payment_instruments')
          .values({
            user_id: session.userId,
            // The fee class follows the card's funding type as the vault read it: a prepaid card
            // is charged like a debit card (docs/product.md#card-funding-type).
            kind: isCard ? (cardFunding === 'credit' ? 'credit_card' : 'debit_card') : 'bank_account',
            card_funding: cardFunding,
            token,
            brand,
            last4,
            expiry_month: isCard ? instrument.expiry_month : null,
            expiry_year: isCard ? instrument.expiry_year : null,
            account_type: isCard ? null : instrument.account_type,
            nickname: instrument.nickname?.trim() || defaultNickname(instrument, brand, last4),
            is_default: !hasDefault,
            created_at: clock.now(),
          })
          .returning(instrumentColumns)
          .executeTakeFirstOrThrow();
        const body: InstrumentResponse = { instrument: toWalletInstrument(row) };
        return { status: 201, body };
      },
    );
    sendIdempotentAnswer(response, answer);
  });

  router.patch('/wallet/instruments/:id', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { id } = parseInput(instrumentIdSchema, request.params, 'path');
    const changes = parseInput(instrumentChangesSchema, request.body, 'body');
    const row = await db.transaction().execute(async (transaction) => {
      await findOwnInstrument(transaction, session.userId, id);
      if (changes.is_default) {
        await transaction
          .updateTable('payment_instruments')
          .set({ is_default: false })
          .where('user_id', '=', session.userId)
          .where('is_default', '=', true)
          .execute();
      }
      return transaction
        .updateTable('payment_instruments')
        .set({
          ...(changes.nickname === undefined ? {} : { nickname: changes.nickname }),
          ...(changes.is_default ? { is_default: true } : {}),
        })
        .where('id', '=', id)
        .returning(instrumentColumns)
        .executeTakeFirstOrThrow();
    });
    const answer: InstrumentResponse = { instrument: toWalletInstrument(row) };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });

  // What the removal dialog asks about before the user chooses
  // (docs/product.md#removing-a-payment-method).
  router.get('/wallet/instruments/:id/uses', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { id } = parseInput(instrumentIdSchema, request.params, 'path');
    await findOwnInstrument(db, session.userId, id);
    const answer: InstrumentUsesResponse = { uses: await instrumentUsage(db, id) };
    sendPrivately(response, answer);
  });

  router.delete('/wallet/instruments/:id', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { id } = parseInput(instrumentIdSchema, request.params, 'path');
    const decision = parseInput(removalQuerySchema, request.query, 'query');
    await db.transaction().execute(async (transaction) => {
      // Locked: a second removal, or a payment being created from it, waits for this one.
      const row = await findOwnInstrument(transaction, session.userId, id, { lock: true });
      // Without a decision, anything still using it refuses the removal (409).
      await settleInstrumentUses(transaction, clock, { ...row, id, userId: session.userId }, decision);
      await transaction
        .updateTable('payment_instruments')
        .set({ removed_at: clock.now(), is_default: false })
        .where('id', '=', id)
        .execute();
      if (!row.is_default) return;
      // Removing the default hands it to the newest remaining instrument, so payments have one.
      const next = await transaction
        .selectFrom('payment_instruments')
        .select('id')
        .where('user_id', '=', session.userId)
        .where('removed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next) {
        await transaction
          .updateTable('payment_instruments')
          .set({ is_default: true })
          .where('id', '=', next.id)
          .execute();
      }
    });
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  });
}
