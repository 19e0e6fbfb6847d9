// Environment: server
// Mailed links' tokens (docs/product.md#mailed-links): random, kept only as a sha256, single-use
// and expiring. Issuing one retires the person's earlier unused tokens of the same purpose, so
// only the newest link works.
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { AccountTokenTable, Database } from '../../db/databaseSchema.js';
import { verifyEmailMessage } from '../../mail/accountMessages.js';
import type { ComposedMail } from '../../mail/composeMail.js';
import { queueMail } from '../../mail/outbox.js';
import { ApiError } from '../apiError.js';
import { createSessionToken, hashSessionToken } from './sessionTokens.js';

export type TokenPurpose = AccountTokenTable['purpose'];

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works (docs/product.md#mailed-links). */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  verify_email: 48 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
  change_email: 24 * HOUR_MS,
};

/**
 * Ends the person's unused links of one purpose: a newer link replaces them, or a change to the
 * account leaves them nothing to do (or would undo it).
 */
export async function retireAccountTokens(
  transaction: Transaction<Database>,
  userId: number,
  purpose: TokenPurpose,
  at: Date,
): Promise<void> {
  await transaction
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function issueAccountToken(
  transaction: Transaction<Database>,
  clock: Clock,
  request: { userId: number; purpose: TokenPurpose; newEmail?: string },
): Promise<string> {
  const now = clock.now();
  await retireAccountTokens(transaction, request.userId, request.purpose, now);
  const token = createSessionToken();
  await transaction
    .insertInto('account_tokens')
    .values({
      token_hash: hashSessionToken(token),
      user_id: request.userId,
      purpose: request.purpose,
      new_email: request.newEmail ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[request.purpose]),
    })
    .execute();
  return token;
}

/**
 * Issues a link's token and queues, in the same transaction, the mail that carries it: how every
 * mailed link leaves (a sign-up's, a resent one, a password reset's, an address change's).
 */
export async function mailAccountLink(
  transaction: Transaction<Database>,
  clock: Clock,
  link: {
    userId: number;
    purpose: TokenPurpose;
    /** For an address change: the address the token moves the account to. */
    newEmail?: string;
    to: string;
    kind: string;
    compose: (token: string) => ComposedMail;
  },
): Promise<void> {
  const { userId, purpose, newEmail } = link;
  const token = await issueAccountToken(transaction, clock, { userId, purpose, newEmail });
  await queueMail(transaction, clock, {
    to: link.to,
    kind: link.kind,
    userId,
    ...link.compose(token),
  });
}

/**
 * The link that confirms an account's address: one mail, whether it goes out at sign-up or is
 * asked for again (docs/product.md#confirming-the-address-again).
 */
export function mailAddressConfirmation(
  transaction: Transaction<Database>,
  clock: Clock,
  publicOrigin: string,
  recipient: { userId: number; to: string },
): Promise<void> {
  return mailAccountLink(transaction, clock, {
    ...recipient,
    purpose: 'verify_email',
    kind: 'verify_email',
    compose: (token) => verifyEmailMessage(publicOrigin, token),
  });
}

export type ConsumedToken = { userId: number; newEmail: string | null };

/**
 * Uses a token up, atomically: a second use, an expired token, another purpose's token or a
 * made-up one all answer 410 `link_expired`, the same for each so none can be told apart.
 */
export async function consumeAccountToken(
  transaction: Transaction<Database>,
  clock: Clock,
  token: string,
  purpose: TokenPurpose,
): Promise<ConsumedToken> {
  const now = clock.now();
  const row = await transaction
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashSessionToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  if (!row) {
    throw new ApiError(410, 'link_expired', 'This link has expired or was used already. Ask for a new one.');
  }
  return { userId: row.user_id, newEmail: row.new_email };
}
