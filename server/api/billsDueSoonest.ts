// Environment: server The first screen of /u/bills (docs/product.md#bills-shown-first): the bills
// due soonest with their account details, found in one query and detailed by the same queries as
// GET /accounts/{id}, instead of walking every page of /accounts/list to keep 50 of 280.
import { sql, type Kysely } from 'kysely';
import type {
  AccountDetailResponse,
  BillsDueSoonestResponse,
} from '../../src/api/contracts/accountsContract.js';
import type { Database } from '../db/databaseSchema.js';
import { findAccountDetails } from './accountDetails.js';

/**
 * The `limit` bills of the user due soonest (no due date last, ties by id: the order of
 * src/listings/listingsSlice.ts's compareDueFirst), the count of all of them and the user's name,
 * in one query: the user row left-joined to their bills answers even when they have none.
 */
async function findDueSoonest(db: Kysely<Database>, userId: number, limit: number) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('listings', (join) =>
      join.onRef('listings.user_id', '=', 'users.id').on('listings.removed_at', 'is', null),
    )
    .select(['users.username', 'listings.id'])
    .select(sql<number>`(count(listings.id) over ())::int`.as('total_count'))
    .where('users.id', '=', userId)
    .orderBy(sql`listings.due_date asc nulls last`)
    .orderBy('listings.id')
    .limit(limit)
    .execute();
  return {
    username: rows[0]?.username ?? '',
    totalCount: rows[0]?.total_count ?? 0,
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
  };
}

/** Each biller, service type and county median of `details` once, the details referring to them by id. */
export function slimAccountDetails(
  details: readonly AccountDetailResponse[],
): Pick<
  BillsDueSoonestResponse,
  'accounts' | 'billers' | 'service_types' | 'county' | 'county_medians'
> {
  const billers = new Map<number, BillsDueSoonestResponse['billers'][number]>();
  const serviceTypes = new Map<number, BillsDueSoonestResponse['service_types'][number]>();
  const medians = new Map<number, BillsDueSoonestResponse['county_medians'][number]>();
  let county: BillsDueSoonestResponse['county'] = null;
  const accounts = details.map(
    ({ provider, service_type: serviceType, county_median: countyMedian, ...rest }) => {
      billers.set(provider.id, provider);
      serviceTypes.set(serviceType.id, serviceType);
      // Every median is the user's county's (server/api/accountDetails.ts countyMediansFor).
      const { county: place, ...median } = countyMedian;
      county ??= place;
      medians.set(serviceType.id, { service_type_id: serviceType.id, ...median });
      return { ...rest, provider_id: provider.id, service_type_id: serviceType.id };
    },
  );
  return {
    accounts,
    billers: [...billers.values()],
    service_types: [...serviceTypes.values()],
    county,
    county_medians: [...medians.values()],
  };
}

export async function findBillsDueSoonest(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<BillsDueSoonestResponse> {
  const { username, totalCount, ids } = await findDueSoonest(db, userId, limit);
  const details = await findAccountDetails(db, userId, ids);
  return {
    total_count: totalCount,
    user: { id: userId, username },
    ...slimAccountDetails(details),
  };
}
