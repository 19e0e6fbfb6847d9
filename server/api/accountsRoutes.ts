// Environment: server
// A user's listings and account details (SPEC §3, §7). Every query is scoped to the signed-in
// user: another user's list is a 403, another user's account a 404 (its existence stays hidden).
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import {
  accountPathSchema,
  accountsListQuerySchema,
  type AccountDetailResponse,
  type AccountsListResponse,
} from './schemas/accountsSchemas.js';

export function maskAccountNumber(last4: string): string {
  return `••••${last4}`;
}

/** Listings with their biller and service type: what both the list and the detail show. */
function selectListings(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .innerJoin('billers', 'billers.id', 'listings.biller_id')
    .innerJoin('service_types', 'service_types.id', 'listings.service_type_id')
    .select([
      'listings.id',
      'listings.nickname',
      'listings.account_number_last4',
      'billers.id as biller_id',
      'billers.slug as biller_slug',
      'billers.name as biller_name',
      'service_types.id as service_type_id',
      'service_types.slug as service_type_slug',
      'service_types.name as service_type_name',
      'service_types.icon as service_type_icon',
    ]);
}

/** One of the user's listings with its account detail (SPEC §3), or null when it is not theirs. */
export async function findAccountDetail(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<AccountDetailResponse | null> {
  const row = await selectListings(db)
    .innerJoin('service_type_groups', 'service_type_groups.id', 'service_types.group_id')
    .select([
      'listings.balance_cents',
      'listings.due_date',
      'listings.autopay',
      'listings.paperless',
      'listings.minimum_due_cents',
      'listings.created_at',
      'service_type_groups.id as group_id',
      'service_type_groups.slug as group_slug',
      'service_type_groups.name as group_name',
    ])
    .where('listings.id', '=', id)
    .where('listings.user_id', '=', userId)
    .where('listings.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const lastPayment = await db
    .selectFrom('payments')
    .select(['amount_cents', 'paid_at', 'pay_method'])
    .where('listing_id', '=', id)
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    provider: { id: row.biller_id, slug: row.biller_slug, name: row.biller_name },
    service_type: {
      id: row.service_type_id,
      slug: row.service_type_slug,
      name: row.service_type_name,
      icon: row.service_type_icon,
      service_type_group: { id: row.group_id, slug: row.group_slug, name: row.group_name },
    },
    nickname: row.nickname,
    masked_account_number: maskAccountNumber(row.account_number_last4),
    balance_cents: row.balance_cents,
    minimum_due_cents: row.minimum_due_cents,
    due_date: row.due_date,
    autopay: row.autopay,
    paperless: row.paperless,
    created_at: row.created_at.toISOString(),
    last_payment: lastPayment
      ? {
          amount_cents: lastPayment.amount_cents,
          paid_at: lastPayment.paid_at.toISOString(),
          pay_method: lastPayment.pay_method,
        }
      : null,
  };
}

export function registerAccountsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db } = dependencies;

  router.get('/accounts/list', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const query = parseInput(accountsListQuerySchema, request.query, 'query');
    if (query.user !== undefined && query.user !== session.userId) {
      throw new ApiError(403, 'forbidden', 'You can only list your own accounts.');
    }
    // Keyset paging on the listing id: rows added meanwhile land after the cursor, so walking
    // the pages never skips or repeats a listing.
    let listings = selectListings(db)
      .innerJoin('users', 'users.id', 'listings.user_id')
      .select(['users.id as user_id', 'users.username'])
      .where('listings.user_id', '=', session.userId)
      .where('listings.removed_at', 'is', null)
      .orderBy('listings.id')
      .limit(query.limit + 1);
    if (query.starting_after !== undefined) {
      listings = listings.where('listings.id', '>', query.starting_after);
    }
    const rows = await listings.execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const answer: AccountsListResponse = {
      list: page.map((row) => ({
        id: row.id,
        provider: {
          id: row.biller_id,
          slug: row.biller_slug,
          name: row.biller_name,
          service_type: {
            id: row.service_type_id,
            slug: row.service_type_slug,
            name: row.service_type_name,
            icon: row.service_type_icon,
          },
        },
        user: { id: row.user_id, username: row.username },
        account: {
          id: row.id,
          nickname: row.nickname,
          masked_account_number: maskAccountNumber(row.account_number_last4),
        },
      })),
      has_more: rows.length > query.limit,
      starting_after: rows.length > query.limit && last ? String(last.id) : null,
    };
    response.setHeader('Cache-Control', 'private, no-store');
    response.json(answer);
  });

  router.get('/accounts/:id', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { id } = parseInput(accountPathSchema, request.params, 'path');
    const answer = await findAccountDetail(db, session.userId, id);
    if (!answer) throw new ApiError(404, 'account_not_found', `No account ${id} in your listings.`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.json(answer);
  });
}
