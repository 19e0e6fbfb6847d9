// Environment: server A user's listings and account details (docs/product.md#account-cache). Every
// query is scoped to the signed-in user: another user's list is a 403, another user's account a 404
// (its existence stays hidden).
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { findAccountDetails, maskAccountNumber, selectListings } from './accountDetails.js';
import { findBillsDueSoonest } from './billsDueSoonest.js';

import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { profileSeen, requireSession } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import {
  accountPathSchema,
  accountsListQuerySchema,
  billsDueSoonestQuerySchema,
  type AccountDetailResponse,
  type AccountsListResponse,
  type BillsDueSoonestResponse,
} from './schemas/accountsSchemas.js';
import { sendPrivately } from './privateAnswer.js';

function withDetail(detail: AccountDetailResponse | undefined) {
  return detail ? { account_detail: detail } : {};
}

/** One of the user's listings with its account detail (docs/product.md#account-cache), or null when it is not theirs. */
export async function findAccountDetail(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<AccountDetailResponse | null> {
  const [detail] = await findAccountDetails(db, userId, [id]);
  return detail ?? null;
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
    // docs/performance.md#bills-page-state: the page's account details in a few queries, instead of
    // a request per bill.
    const details =
      query.include === 'account_detail'
        ? new Map(
            (
              await findAccountDetails(
                db,
                session.userId,
                page.map((row) => row.id),
              )
            ).map((detail) => [detail.id, detail]),
          )
        : null;
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
        ...withDetail(details?.get(row.id)),
      })),
      has_more: rows.length > query.limit,
      starting_after: rows.length > query.limit && last ? String(last.id) : null,
    };
    sendPrivately(response, answer);
  });

  // docs/product.md#bills-shown-first: what the first screen of /u/bills shows, before the whole
  // list is walked. Registered before /accounts/{id}, which would take it for an id.
  router.get('/accounts/due_soonest', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { limit } = parseInput(billsDueSoonestQuerySchema, request.query, 'query');
    const me = profileSeen(request, session.userId);
    const answer: BillsDueSoonestResponse = await findBillsDueSoonest(
      db,
      session.userId,
      limit,
      me && { username: me.username, locationHierarchy: me.location.hierarchy },
    );
    sendPrivately(response, answer);
  });

  router.get('/accounts/:id', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const { id } = parseInput(accountPathSchema, request.params, 'path');
    const answer = await findAccountDetail(db, session.userId, id);
    if (!answer) throw new ApiError(404, 'account_not_found', `No account ${id} in your listings.`);
    sendPrivately(response, answer);
  });
}
