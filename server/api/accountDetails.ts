// Environment: server Account details (docs/product.md#account-cache) for many of a user's listings
// at once: a fixed number of queries whatever the count, so the bills screen gets 280 bills'
// details in one page walk instead of 280 requests (docs/performance.md#bills-page-state), and each
// bill's county median rides along (docs/product.md#county-median).
import { sql, type Kysely } from 'kysely';
import type { AccountDetailResponse, CountyMedian } from '../../src/api/contracts/accountsContract.js';
import { enoughPayers } from '../../src/insights/privacyThreshold.js';
import type { Database } from '../db/databaseSchema.js';
import { findLastDeliveredPayments, findUpcomingPayments } from '../payments/billPaymentQueries.js';
import { autopayColumn } from '../payments/selectAutopayRules.js';

/**
 * The insights window the county median is taken over: the longest of the insight windows
 * (docs/product.md#insight-windows), so a yearly or quarterly bill counts and the most payers clear
 * the privacy threshold.
 */
export const COUNTY_MEDIAN_DAYS = 365;

/**
 * Listings joined to their biller and service type, for a caller to pick its columns: the bills
 * list here, the data export (accountDataRoutes.ts) there.
 */
export function listingsWithBillerAndType(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .innerJoin('billers', 'billers.id', 'listings.biller_id')
    .innerJoin('service_types', 'service_types.id', 'listings.service_type_id');
}

/** Listings with their biller and service type: what the list shows. */
export function selectListings(db: Kysely<Database>) {
  return listingsWithBillerAndType(db).select([
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

export function maskAccountNumber(last4: string): string {
  return `••••${last4}`;
}

/** The county level of a ZIP-level hierarchy (/usa/{state}/{cbsa}/{county}), or null (docs/product.md#location-hierarchy). */
export function countyHierarchyOf(hierarchy: string): string | null {
  const parts = hierarchy.split('/');
  const county = parts[4];
  if (parts[1] !== 'usa' || !county || county === 'no-county' || county === '-') return null;
  return parts.slice(0, 5).join('/');
}

/** Where the user lives (users.location_hierarchy), or undefined when there is no such user. */
async function findUserHierarchy(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('location_hierarchy').where('id', '=', userId).executeTakeFirst();
  return user?.location_hierarchy;
}

/**
 * Per service type, what payers in the user's county pay (docs/product.md#county-median): the
 * county and the precomputed aggregates of all the types asked about, in one query. A figure below
 * MIN_PAYERS is withheld.
 */
export async function countyMediansFor(
  db: Kysely<Database>,
  userId: number,
  serviceTypeIds: readonly number[],
  /** The user's place when the caller knows it (the request's session answer): no query then. */
  knownLocation?: string,
): Promise<(serviceTypeId: number) => CountyMedian> {
  const location = knownLocation ?? (await findUserHierarchy(db, userId));
  const hierarchy = location === undefined ? null : countyHierarchyOf(location);
  const none = (): CountyMedian => ({
    county: null,
    days: COUNTY_MEDIAN_DAYS,
    enough_data: false,
    median_cents: null,
  });
  if (!hierarchy) return none;
  const scopes = [...new Set(serviceTypeIds)].map((id) => `type:${id}`);
  // The county, with one row per type that has its aggregate (a county row alone when none has).
  const rows = await db
    .selectFrom('locations')
    .leftJoin('insight_scope_stats as stats', (join) =>
      scopes.length === 0
        ? join.on(sql<boolean>`false`)
        : join
            .onRef('stats.location_hierarchy', '=', 'locations.hierarchy')
            .on('stats.days', '=', COUNTY_MEDIAN_DAYS)
            .on('stats.scope', 'in', scopes),
    )
    .select(['locations.name', 'locations.state', 'stats.scope', 'stats.payer_count', 'stats.median_cents'])
    .where('locations.hierarchy', '=', hierarchy)
    .execute();
  const [place] = rows;
  if (!place) return none;
  const byScope = new Map(rows.flatMap((row) => (row.scope === null ? [] : [[row.scope, row]])));
  const county = { hierarchy, name: place.name, state: place.state };
  return (serviceTypeId) => {
    const row = byScope.get(`type:${serviceTypeId}`);
    const enough = enoughPayers(row?.payer_count);
    return {
      county,
      days: COUNTY_MEDIAN_DAYS,
      enough_data: enough,
      median_cents: enough && row ? row.median_cents : null,
    };
  };
}

/** The user's current listings with every column of their details, for a caller to narrow. */
export function selectAccountDetailRows(db: Kysely<Database>, userId: number) {
  return selectListings(db)
    .innerJoin('service_type_groups', 'service_type_groups.id', 'service_types.group_id')
    .select([
      'listings.balance_cents',
      'listings.due_date',
      'listings.paperless',
      'listings.minimum_due_cents',
      'listings.created_at',
      'service_type_groups.id as group_id',
      'service_type_groups.slug as group_slug',
      'service_type_groups.name as group_name',
    ])
    .select(autopayColumn)
    .where('listings.user_id', '=', userId)
    .where('listings.removed_at', 'is', null);
}

type AccountDetailRow = Awaited<ReturnType<ReturnType<typeof selectAccountDetailRows>['execute']>>[number];

/**
 * The account details of `rows` (selectAccountDetailRows), in their order: their last payments,
 * county medians and upcoming payments found in three queries at once, whatever the count.
 */
export async function completeAccountDetails(
  db: Kysely<Database>,
  userId: number,
  rows: readonly AccountDetailRow[],
  /** The user's place when the caller knows it (countyMediansFor). */
  knownLocation?: string,
): Promise<AccountDetailResponse[]> {
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const [lastPayments, countyMedianOf, upcomingPayments] = await Promise.all([
    findLastDeliveredPayments(db, userId, found),
    countyMediansFor(
      db,
      userId,
      rows.map((row) => row.service_type_id),
      knownLocation,
    ),
    findUpcomingPayments(db, found),
  ]);
  return rows.map((row): AccountDetailResponse => {
    const lastPayment = lastPayments.get(row.id);
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
      upcoming_payment: upcomingPayments.get(row.id) ?? null,
      county_median: countyMedianOf(row.service_type_id),
    };
  });
}

/**
 * The account details of those `ids` that are the user's own, current listings, in the order
 * asked; others are left out (their existence stays hidden).
 */
export async function findAccountDetails(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[],
): Promise<AccountDetailResponse[]> {
  if (ids.length === 0) return [];
  const rows = await selectAccountDetailRows(db, userId).where('listings.id', 'in', ids).execute();
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return completeAccountDetails(
    db,
    userId,
    ids.flatMap((id) => {
      const row = rowOf.get(id);
      return row ? [row] : [];
    }),
  );
}
