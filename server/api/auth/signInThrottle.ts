// Environment: server Slows password guessing without letting a stranger lock an owner out
// (docs/product.md#sign-in-throttling; OWASP's Authentication Cheat Sheet: throttle per account and
// source, with growing delays rather than a hard lock). Three counters of failed sign-ins, kept in
// the login_throttles table so every server process counts together
// (docs/operations.md#scaling-out):
//
// - `pair:{email} {address}`: one address guessing one account. The main brake.
// - `address:{address}`: one address guessing across accounts (credential stuffing).
// - `account:{email}`: guesses at one account from addresses it never signed in from (a botnet
//   rotating addresses). The owner's usual addresses skip this counter, so however many
//   strangers fail, the owner's right password from home still works.
//
// Each counter lets `free` failures through; after that every further try must wait
// baseDelay × 2^(failures − free), up to maxDelay, counted from the last failure. A counter is
// forgotten after `forgetAfterMs` without failures. A try is charged as a failure before the
// password is checked (one atomic upsert per counter, which also refuses a try that comes too
// early), so a burst of parallel guesses cannot slip through; a right password takes it back.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/databaseSchema.js';
import { ApiError } from '../apiError.js';
import type { ApiDependencies } from '../apiDependencies.js';
import { throttleAddress } from './throttleAddress.js';

export type SignInThrottleSettings = {
  /** Wrong passwords for one account from one address before tries start to wait. */
  freePerPair: number;
  /** Wrong passwords from one address over all accounts before its tries start to wait. */
  freePerAddress: number;
  /** Wrong passwords for one account from unfamiliar addresses before those tries wait. */
  freePerAccount: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter without failures for this long starts again from zero. */
  forgetAfterMs: number;
  /** An address the account signed in from within this long is one of its usual addresses. */
  familiarForMs: number;
};

export type ThrottleKey = { key: string; free: number };

async function isFamiliarAddress(db: Kysely<Database>, email: string, address: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .innerJoin('users', 'users.id', 'sign_in_addresses.user_id')
    .select('sign_in_addresses.user_id')
    .where('users.email', '=', email)
    .where('sign_in_addresses.address', '=', address)
    .where('sign_in_addresses.last_signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Seconds to wait after `failures` failures (0 while they are within the free ones). */
function delaySeconds(settings: SignInThrottleSettings, failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(settings.baseDelayMs * 2 ** (failures - free), settings.maxDelayMs) / 1000;
}

/** Charges one failure to `key` unless its next try is not due yet; true when charged. */
async function charge(
  transaction: Transaction<Database>,
  settings: SignInThrottleSettings,
  { key, free }: ThrottleKey,
  now: Date,
): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - settings.forgetAfterMs);
  const base = settings.baseDelayMs / 1000;
  const max = settings.maxDelayMs / 1000;
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO login_throttles AS t (key, failures, last_failed_at) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.last_failed_at <= ${forgetBefore} THEN 1 ELSE t.failures + 1 END,
      last_failed_at = ${now}
    WHERE t.last_failed_at <= ${forgetBefore}
      OR t.failures < ${free}
      OR t.last_failed_at + make_interval(
           secs => least(${base}::float8 * power(2, t.failures - ${free}), ${max}::float8)
         ) <= ${now}
    RETURNING t.failures`.execute(transaction);
  return rows.length > 0;
}

async function secondsUntilDue(
  db: Kysely<Database>,
  settings: SignInThrottleSettings,
  keys: readonly ThrottleKey[],
  now: Date,
): Promise<number> {
  const rows = await db
    .selectFrom('login_throttles')
    .select(['key', 'failures', 'last_failed_at'])
    .where(
      'key',
      'in',
      keys.map(({ key }) => key),
    )
    .execute();
  let wait = 1;
  for (const row of rows) {
    const free = keys.find(({ key }) => key === row.key)?.free ?? 0;
    const dueAt = row.last_failed_at.getTime() + delaySeconds(settings, row.failures, free) * 1000;
    wait = Math.max(wait, Math.ceil((dueAt - now.getTime()) / 1000));
  }
  return wait;
}

export type SignInAttempt = {
  /** The try was a success: take back what it was charged, remember the address. */
  succeeded: (userId: number) => Promise<void>;
};

/**
 * Charges this try to its counters, or answers 429 with Retry-After when one of them says it
 * comes too early. Call before checking the password.
 */
export async function beginSignInAttempt(
  { db, now, settings }: ApiDependencies,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const throttle = settings.signInThrottle;
  const current = now();
  const address = throttleAddress(ip);
  const familiar = await isFamiliarAddress(db, email, address, new Date(current.getTime() - throttle.familiarForMs));
  const pair = { key: `pair:${email} ${address}`, free: throttle.freePerPair };
  const shared: ThrottleKey[] = [
    { key: `address:${address}`, free: throttle.freePerAddress },
    ...(familiar ? [] : [{ key: `account:${email}`, free: throttle.freePerAccount }]),
  ];
  const keys = [pair, ...shared];

  await chargeOrRefuse(db, throttle, keys, current, 'Too many failed sign-in attempts.');

  return {
    async succeeded(userId) {
      await db.transaction().execute(async (transaction) => {
        // The pair's streak ends; the shared counters only lose this try's charge, so signing
        // in to one's own account does not wipe out failures at others'.
        await transaction.deleteFrom('login_throttles').where('key', '=', pair.key).execute();
        await transaction
          .updateTable('login_throttles')
          .set((eb) => ({ failures: eb('failures', '-', 1) }))
          .where(
            'key',
            'in',
            shared.map(({ key }) => key),
          )
          .where('failures', '>', 0)
          .execute();
        await transaction
          .insertInto('sign_in_addresses')
          .values({ user_id: userId, address, last_signed_in_at: current })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'address']).doUpdateSet({ last_signed_in_at: current }),
          )
          .execute();
        // Housekeeping rides on sign-ins (no scheduler needed): forgotten counters and
        // addresses no longer familiar are dead rows.
        await transaction
          .deleteFrom('login_throttles')
          .where('last_failed_at', '<=', new Date(current.getTime() - throttle.forgetAfterMs))
          .execute();
        await transaction
          .deleteFrom('sign_in_addresses')
          .where('last_signed_in_at', '<=', new Date(current.getTime() - throttle.familiarForMs))
          .execute();
      });
    },
  };
}

class ThrottledSignIn extends Error {}

/** The wait a refusal names: "Try again in 1 second." or "… in 30 seconds." */
export function tryAgainIn(seconds: number): string {
  return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * Charges one try to every key, or none of them and answers 429 with Retry-After when one says it
 * comes too early. Sign-in and sign-up share it (docs/product.md#sign-up-throttling).
 */
export async function chargeOrRefuse(
  db: Kysely<Database>,
  throttle: SignInThrottleSettings,
  keys: readonly ThrottleKey[],
  current: Date,
  /** What was refused, as a sentence: the wait is added after it. */
  refused: string,
): Promise<void> {
  const charged = await db
    .transaction()
    .execute(async (transaction) => {
      for (const key of keys) {
        if (!(await charge(transaction, throttle, key, current))) {
          // Nothing is charged for a refused try: roll back what was.
          throw new ThrottledSignIn();
        }
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ThrottledSignIn) return false;
      throw error;
    });
  if (!charged) {
    const retryAfter = await secondsUntilDue(db, throttle, keys, current);
    throw new ApiError(429, 'too_many_attempts', `${refused} ${tryAgainIn(retryAfter)}`, {
      'Retry-After': String(retryAfter),
    });
  }
}
