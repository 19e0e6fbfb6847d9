// Environment: server
// Deleting an account (docs/product.md#deleting-an-account): the person sees what would be
// canceled, confirms with their password, and everything happens in one transaction: what would
// pay later is canceled, every session ends, personal data goes, and the money records the
// product keeps for audit stay, de-identified.
import type { Request, Response, Router } from 'express';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AccountDeletionPreview, AccountDeletionResponse } from '../../src/api/contracts/accountContract.js';
import { fieldProblemMessages } from '../../src/user/accountRules.js';
import { cancellationLines } from '../../src/user/accountDeletion.js';
import type { Database } from '../db/databaseSchema.js';
import { accountDeletedMessage } from '../mail/accountMessages.js';
import { queueMail } from '../mail/outbox.js';
import { isMemberStatus, loadMembershipRecord } from '../membership/membershipRecord.js';
import { appendMembershipEvent } from '../membership/appendMembershipEvent.js';
import { listBillPayments, lockScheduledPaymentsOfBill } from '../payments/billPaymentQueries.js';
import { appendPaymentEvent } from '../payments/paymentProcessor.js';
import { ApiError, InvalidFieldsError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import { clearSessionCookie } from './auth/openSession.js';
import { verifyPassword } from './auth/passwordHash.js';
import { requireWrite } from './accountSettingsRoutes.js';
import { parseInput } from './parseInput.js';
import { lockLiveUser } from './userProfile.js';
import { sendPrivately } from './privateAnswer.js';

const deletionBodySchema = z.strictObject({ password: z.string().max(1_000) });

/** More scheduled payments than any account has: the preview lists them all. */
const ALL_SCHEDULED = 10_000;
const CANCELED_REASON = 'Canceled because the account was deleted.';

async function deletionPreview(db: Kysely<Database>, userId: number): Promise<AccountDeletionPreview> {
  const { list } = await listBillPayments(db, {
    userId,
    status: 'scheduled',
    limit: ALL_SCHEDULED,
  });
  const rules = await db
    .selectFrom('autopay_rules')
    .innerJoin('listings', 'listings.id', 'autopay_rules.listing_id')
    .innerJoin('billers', 'billers.id', 'listings.biller_id')
    .select(['autopay_rules.listing_id', 'billers.name', 'autopay_rules.fixed_amount_cents'])
    .where('autopay_rules.user_id', '=', userId)
    .orderBy('autopay_rules.listing_id')
    .execute();
  const membership = await loadMembershipRecord(db, { userId });
  return {
    scheduled_payments: list
      .map((payment) => ({
        id: payment.id,
        biller: payment.biller_name,
        amount_cents: payment.amount_cents,
        send_date: payment.send_date,
      }))
      .sort((a, b) => a.send_date.localeCompare(b.send_date) || a.id - b.id),
    autopay_rules: rules.map((rule) => ({
      listing_id: rule.listing_id,
      biller: rule.name,
      fixed_amount_cents: rule.fixed_amount_cents,
    })),
    membership_ends: membership ? isMemberStatus(membership.state.status) : false,
  };
}

/**
 * Cancels what would pay later and removes the person, keeping the money records' rows (their
 * payments, the events of each, the membership's charges) pointing at an emptied account.
 * Answers the old address and what was canceled, for the goodbye.
 */
async function deleteAccount(
  transaction: Transaction<Database>,
  userId: number,
  now: Date,
): Promise<{ email: string; canceled: string[] } | undefined> {
  const locked = await lockLiveUser(transaction, userId);
  if (!locked) return undefined;
  const preview = await deletionPreview(transaction, userId);

  const listings = await transaction
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  for (const listing of listings) {
    for (const paymentId of await lockScheduledPaymentsOfBill(transaction, listing.id)) {
      await appendPaymentEvent(transaction, paymentId, 'canceled', now, CANCELED_REASON);
    }
  }
  await transaction.deleteFrom('autopay_rules').where('user_id', '=', userId).execute();
  const membership = await loadMembershipRecord(transaction, { userId });
  if (membership && isMemberStatus(membership.state.status)) {
    await appendMembershipEvent(transaction, membership.id, 'ended', now);
  }

  // What is the person's and nobody else's needs: gone.
  for (const table of [
    'sessions',
    'account_tokens',
    'sign_in_addresses',
    'monitored_items',
    'identity_alerts',
    'identity_scans',
    'widget_settings',
    'idempotency_keys',
    'notifications',
    'notification_preferences',
    'outbox_messages',
  ] as const) {
    await transaction.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  // Bills and payment methods are rows the kept payments point at: emptied of what names the
  // person or their accounts, and removed (docs/product.md#deleting-an-account).
  await transaction
    .updateTable('listings')
    .set((eb) => ({
      nickname: null,
      account_number_last4: '',
      removed_at: eb.fn.coalesce('removed_at', eb.val(now)),
    }))
    .where('user_id', '=', userId)
    .execute();
  await sql`
    UPDATE payment_instruments SET
      nickname = '', expiry_month = NULL, expiry_year = NULL, is_default = false,
      token = 'tok_deleted_' || id, removed_at = COALESCE(removed_at, ${now})
    WHERE user_id = ${userId}`.execute(transaction);
  await transaction
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      username: `deleted-${userId}`,
      display_name: null,
      password_hash: null,
      email_verified_at: null,
      zip_code: '00000',
      last_signed_in_at: null,
      deleted_at: now,
    })
    .where('id', '=', userId)
    .execute();
  return { email: locked.email, canceled: cancellationLines(preview) };
}

export function registerAccountDeletionRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock, settings } = dependencies;

  router.get('/users/me/deletion', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const answer = await deletionPreview(db, session.userId);
    sendPrivately(response, answer);
  });

  router.post('/users/me/deletion', async (request: Request, response: Response) => {
    const session = await requireWrite(dependencies, request);
    const body = parseInput(deletionBodySchema, request.body, 'body');
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (body.password === '' || !(await verifyPassword(body.password, user.password_hash))) {
      throw new InvalidFieldsError({
        password: {
          code: body.password === '' ? 'password_missing' : 'password_wrong',
          message: body.password === '' ? 'Enter your password to confirm.' : fieldProblemMessages.password_wrong,
        },
      });
    }
    const deleted = await db.transaction().execute(async (transaction) => {
      const gone = await deleteAccount(transaction, session.userId, clock.now());
      if (gone) {
        await queueMail(transaction, clock, {
          to: gone.email,
          kind: 'account_deleted',
          userId: session.userId,
          ...accountDeletedMessage(settings.publicOrigin, gone.canceled),
        });
      }
      return gone;
    });
    if (!deleted) throw new ApiError(404, 'user_not_found', 'This account no longer exists.');
    clearSessionCookie(dependencies, request, response);
    response.setHeader('Cache-Control', 'no-store');
    const answer: AccountDeletionResponse = { status: 'deleted', canceled: deleted.canceled };
    response.json(answer);
  });
}
