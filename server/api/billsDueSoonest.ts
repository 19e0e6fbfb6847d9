// Environment: server The first screen of /u/bills (docs/product.md#bills-shown-first): the bills
// due soonest with their account details, found in one query and detailed by the same queries as
// GET /accounts/{id}, instead of walking every page of /accounts/list to keep 50 of 280.
import { sql, type Kysely } from 'kysely';
import type { AccountDetailResponse, BillsDueSoonestResponse } from '../../src/api/contracts/accountsContract.js';
import type { Database } from '../db/databaseSchema.js';
import { completeAccountDetails, selectAccountDetailRows } from './accountDetails.js';

/**
 * The `limit` bills of the user due soonest (no due date last, ties by id: the order of
 * src/listings/listingsSlice.ts's compareDueFirst) with the columns of their details, and the count
 * of all of them, in one query (the pick and the details were two, one after the other).
 */
function findDueSoonest(db: Kysely<Database>, userId: number, limit: number) {
  return selectAccountDetailRows(db, userId)
    .select(sql<number>`(count(listings.id) over ())::int`.as('total_count'))
    .orderBy(sql`listings.due_date asc nulls last`)
    .orderBy('listings.id')
    .limit(limit)
    .execute();
}

/**
 * The user's name and where they live (for the county medians), asked in parallel with the bills
 * when the caller does not know them already.
 */
function findUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['username', 'location_hierarchy']).where('id', '=', userId).executeTakeFirst();
}

/** Each biller, service type and county median of `details` once, the details referring to them by id. */
export function slimAccountDetails(
  details: readonly AccountDetailResponse[],
): Pick<BillsDueSoonestResponse, 'accounts' | 'billers' | 'service_types' | 'county' | 'county_medians'> {
  const billers = new Map<number, BillsDueSoonestResponse['billers'][number]>();
  const serviceTypes = new Map<number, BillsDueSoonestResponse['service_types'][number]>();
  const medians = new Map<number, BillsDueSoonestResponse['county_medians'][number]>();
  let county: BillsDueSoonestResponse['county'] = null;
  const accounts = details.map(({ provider, service_type: serviceType, county_median: countyMedian, ...rest }) => {
    billers.set(provider.id, provider);
    serviceTypes.set(serviceType.id, serviceType);
    // Every median is the user's county's (server/api/accountDetails.ts countyMediansFor).
    const { county: place, ...median } = countyMedian;
    county ??= place;
    medians.set(serviceType.id, { service_type_id: serviceType.id, ...median });
    return { ...rest, provider_id: provider.id, service_type_id: serviceType.id };
  });
  return {
    accounts,
    billers: [...billers.values()],
    service_types: [...serviceTypes.values()],
    county,
    county_medians: [...medians.values()],
  };
}

/**
 * `known`: the user's name and place as the request's session answer has them (current, like
 * it), which then need no query: two round trips to the database fewer on the bills page.
 */
export async function findBillsDueSoonest(
  db: Kysely<Database>,
  userId: number,
  limit: number,
  known?: { username: string; locationHierarchy: string },
): Promise<BillsDueSoonestResponse> {
  const [rows, user] = await Promise.all([
    findDueSoonest(db, userId, limit),
    known ??
      findUser(db, userId).then(
        (found) => found && { username: found.username, locationHierarchy: found.location_hierarchy },
      ),
  ]);
  const details = await completeAccountDetails(db, userId, rows, user?.locationHierarchy);
  return {
    total_count: rows[0]?.total_count ?? 0,
    user: { id: userId, username: user?.username ?? '' },
    ...slimAccountDetails(details),
  };
}
