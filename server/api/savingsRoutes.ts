// Environment: server
// GET /savings (docs/product.md#savings): for each of a member's recurring bills, their typical
// payment against the median for its service type around them, from the insights' precomputed
// aggregates and under the same privacy threshold: the county first, then the metro area, then the
// state, then the whole country, whichever first has enough payers. One query per kind of data,
// however many bills.
import type { Request, Response, Router } from 'express';
import { sql } from 'kysely';
import type {
  BillComparison,
  ComparisonLevel,
  ComparisonPlace,
  SavingsResponse,
} from '../../src/api/contracts/savingsContract.js';
import { enoughPayers } from '../../src/insights/privacyThreshold.js';
import { placeName } from '../../src/insights/placeName.js';
import { isRecurring, yearlySavingsCents } from '../../src/savings/savingsRules.js';
import { COUNTY_MEDIAN_DAYS, countyHierarchyOf, selectListings } from './accountDetails.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireMembership } from './membershipGate.js';
import { sendPrivately } from './privateAnswer.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NO_METRO = new Set(['-', 'no-metro']);

/** The county, metro area, state and country of a user's place, in the order they are tried. */
export function comparisonHierarchies(hierarchy: string): { level: ComparisonLevel; hierarchy: string }[] {
  const parts = hierarchy.split('/');
  if (parts[1] !== 'usa' || !parts[2]) return [];
  const county = countyHierarchyOf(hierarchy);
  const metro = parts[3] && !NO_METRO.has(parts[3]) ? parts.slice(0, 4).join('/') : null;
  return [
    ...(county ? [{ level: 'county' as const, hierarchy: county }] : []),
    ...(metro ? [{ level: 'cbsa' as const, hierarchy: metro }] : []),
    { level: 'state' as const, hierarchy: parts.slice(0, 3).join('/') },
    { level: 'country' as const, hierarchy: '/usa' },
  ];
}

export function registerSavingsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;

  router.get('/savings', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    const now = clock.now();
    const [user, listings, paid] = await Promise.all([
      db.selectFrom('users').select('location_hierarchy').where('id', '=', session.userId).executeTakeFirstOrThrow(),
      selectListings(db)
        .innerJoin('service_type_groups', 'service_type_groups.id', 'service_types.group_id')
        .select('service_type_groups.slug as group_slug')
        .where('listings.user_id', '=', session.userId)
        .where('listings.removed_at', 'is', null)
        .orderBy('listings.id')
        .execute(),
      // What the member paid each bill in the last 12 months: how often, and the median.
      db
        .selectFrom('payments')
        .select([
          'listing_id',
          sql<number>`count(*)::int`.as('payments'),
          sql<number>`percentile_disc(0.5) WITHIN GROUP (ORDER BY amount_cents)::int`.as('median_cents'),
        ])
        .where('user_id', '=', session.userId)
        .where('paid_at', '>', new Date(now.getTime() - YEAR_MS))
        .where('paid_at', '<=', now)
        .groupBy('listing_id')
        .execute(),
    ]);
    const levels = comparisonHierarchies(user.location_hierarchy);
    const hierarchies = levels.map((level) => level.hierarchy);
    const typeIds = [...new Set(listings.map((listing) => listing.service_type_id))];
    const [places, stats] =
      levels.length === 0 || typeIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('locations')
              .select(['hierarchy', 'name', 'type', 'state'])
              .where('hierarchy', 'in', hierarchies)
              .execute(),
            db
              .selectFrom('insight_scope_stats')
              .select(['location_hierarchy', 'scope', 'payer_count', 'median_cents'])
              .where('location_hierarchy', 'in', hierarchies)
              .where('days', '=', COUNTY_MEDIAN_DAYS)
              .where(
                'scope',
                'in',
                typeIds.map((id) => `type:${id}`),
              )
              .execute(),
          ]);
    const placeOf = new Map(places.map((place) => [place.hierarchy, place]));
    const statOf = new Map(stats.map((row) => [`${row.location_hierarchy} ${row.scope}`, row] as const));
    const paidOf = new Map(paid.map((row) => [row.listing_id, row]));

    let notRecurring = 0;
    const bills: BillComparison[] = [];
    for (const listing of listings) {
      const own = paidOf.get(listing.id);
      if (!own || !isRecurring(own.payments)) {
        notRecurring += 1;
        continue;
      }
      // The first level, nearest first, whose median stands on enough payers.
      const found = levels
        .map((level) => ({
          level,
          stat: statOf.get(`${level.hierarchy} type:${listing.service_type_id}`),
        }))
        .find(({ stat }) => enoughPayers(stat?.payer_count));
      const location = found ? placeOf.get(found.level.hierarchy) : undefined;
      const place: ComparisonPlace | null =
        found && location
          ? {
              level: found.level.level,
              hierarchy: found.level.hierarchy,
              name: placeName({ name: location.name, type: location.type, state: location.state }),
            }
          : null;
      const areaMedian = place && found?.stat ? found.stat.median_cents : null;
      bills.push({
        listing_id: listing.id,
        biller_name: listing.biller_name,
        nickname: listing.nickname,
        service_type: {
          id: listing.service_type_id,
          slug: listing.service_type_slug,
          name: listing.service_type_name,
          icon: listing.service_type_icon,
          group_slug: listing.group_slug,
        },
        your_payment_cents: own.median_cents,
        payments_per_year: own.payments,
        area_median_cents: areaMedian,
        place,
        area_payers: place && found?.stat ? found.stat.payer_count : null,
        yearly_savings_cents: areaMedian === null ? 0 : yearlySavingsCents(own.median_cents, areaMedian, own.payments),
      });
    }
    bills.sort(
      (left, right) =>
        right.yearly_savings_cents - left.yearly_savings_cents ||
        left.biller_name.localeCompare(right.biller_name) ||
        left.listing_id - right.listing_id,
    );
    const answer: SavingsResponse = {
      bills,
      not_recurring: notRecurring,
      total_yearly_savings_cents: bills.reduce((total, bill) => total + bill.yearly_savings_cents, 0),
    };
    sendPrivately(response, answer);
  });
}
