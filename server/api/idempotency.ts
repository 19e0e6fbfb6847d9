// Environment: server Idempotent creates (docs/architecture.md#the-parts;
// docs/product.md#idempotency): a retried, double-clicked or replayed POST creates exactly one
// record and gets the first answer again. The key row is inserted first in the same transaction as
// the create, so a concurrent duplicate waits on the key's primary key until the first commits,
// then replays its answer instead of creating twice.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { canonicalJson } from '../../src/api/contracts/canonicalJson.js';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSessionForWrite, type AuthenticatedSession } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that was stored earlier and is being given again (as payment APIs do). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered; after that the same key starts a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Visible ASCII without spaces, long enough not to collide by accident (a UUID is 36).
const keyShape = /^[\x21-\x7e]{8,255}$/;

/** What the create produced: the status and JSON body to answer with. */
export type CreatedAnswer<Body> = { status: number; body: Body };
/** What to send: the create's answer, or the stored one when `replayed`. */
export type IdempotentAnswer = { status: number; body: unknown; replayed: boolean };

export type IdempotencyScope = {
  userId: number;
  /**
   * Names what is being created, e.g. `wallet.instrument.create`: keys are per user and per
   * operation, so one key sent to two different creates is two requests
   * (docs/product.md#idempotency-key-namespaces).
   */
  operation: string;
  /**
   * What identifies the request; the body when absent. A body holding a full card or account
   * number must pass a version without it: an unsalted hash of a card number is reversible by
   * trying the few million numbers that share its last four digits and brand.
   */
  fingerprint?: unknown;
};

export function requestFingerprint(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

export function readIdempotencyKey(request: Request): string {
  const key = request.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || !keyShape.test(key)) {
    throw new ApiError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header (8–255 visible characters, e.g. a UUID) with every create.',
    );
  }
  return key;
}

function storedAnswer(
  row: { request_hash: string; status_code: number | null; response: unknown },
  fingerprint: string,
): IdempotentAnswer {
  if (row.request_hash !== fingerprint) {
    throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
  }
  if (row.status_code === null) {
    throw new ApiError(
      409,
      'idempotency_key_in_progress',
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    );
  }
  return { status: row.status_code, body: row.response, replayed: true };
}

/**
 * Runs `create` at most once per (user, Idempotency-Key): the first call creates and stores its
 * answer in one transaction; the same key and body again get that answer; the same key with
 * another body is a 409. A create that throws stores nothing, so a corrected retry may reuse the
 * key. Outside effects inside `create` (a vault call) also run once: duplicates wait on the key.
 */
export async function runIdempotent<Body>(
  { db, clock }: Pick<ApiDependencies, 'db' | 'clock'>,
  request: Request,
  scope: IdempotencyScope,
  create: (transaction: Transaction<Database>) => Promise<CreatedAnswer<Body>>,
): Promise<IdempotentAnswer> {
  const key = readIdempotencyKey(request);
  const fingerprint = requestFingerprint(scope.operation, 'fingerprint' in scope ? scope.fingerprint : request.body);
  const now = clock.now();
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  return db.transaction().execute(async (transaction) => {
    // The user's expired keys go first: an old key starts afresh, and storage stays bounded.
    await transaction
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', scope.userId)
      .where('created_at', '<=', expiredBefore)
      .execute();
    // ON CONFLICT DO NOTHING waits for a concurrent holder of the key to commit or roll back,
    // without aborting this transaction, so the row it committed can be read right after.
    const claimed = await transaction
      .insertInto('idempotency_keys')
      .values({
        user_id: scope.userId,
        operation: scope.operation,
        key,
        request_hash: fingerprint,
        status_code: null,
        response: null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'operation', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const row = await transaction
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('user_id', '=', scope.userId)
        .where('operation', '=', scope.operation)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return storedAnswer(row, fingerprint);
    }
    const answer = await create(transaction);
    await transaction
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
      .where('user_id', '=', scope.userId)
      .where('operation', '=', scope.operation)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}

export function sendIdempotentAnswer(response: Response, answer: IdempotentAnswer): void {
  if (answer.replayed) response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  response.setHeader('Cache-Control', 'no-store');
  response.status(answer.status).json(answer.body);
}

/**
 * The handler of a signed-in create with a JSON body, run once per Idempotency-Key. A request is
 * refused in this order, before anything is created: no session or CSRF proof, a body that is not
 * JSON, no valid key, a body `schema` refuses.
 */
export function idempotentJsonCreate<Schema extends z.ZodType, Body>(
  dependencies: ApiDependencies,
  operation: string,
  schema: Schema,
  create: (
    transaction: Transaction<Database>,
    input: { session: AuthenticatedSession; body: z.infer<Schema>; idempotencyKey: string },
  ) => Promise<CreatedAnswer<Body>>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    const session = await requireSessionForWrite(dependencies, request);
    requireJsonBody(request);
    const idempotencyKey = readIdempotencyKey(request);
    const body = parseInput(schema, request.body, 'body');
    const answer = await runIdempotent(dependencies, request, { userId: session.userId, operation }, (transaction) =>
      create(transaction, { session, body, idempotencyKey }),
    );
    sendIdempotentAnswer(response, answer);
  };
}

/** Deletes every expired key; for a periodic job (per-user pruning happens on each create). */
export async function pruneIdempotencyKeys({ db, clock }: Pick<ApiDependencies, 'db' | 'clock'>): Promise<number> {
  const expiredBefore = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', expiredBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
