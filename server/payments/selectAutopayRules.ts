// Environment: server
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

/**
 * The `autopay` column of a query over `listings`: on when the bill has a rule. The rule is the
 * one source of truth (docs/product.md#autopay-rules), never a flag kept beside it.
 */
export const autopayColumn = sql<boolean>`exists (
  select autopay_rules.listing_id from autopay_rules where autopay_rules.listing_id = listings.id
)`.as('autopay');

/**
 * Autopay rules with what deciding on one needs: the rule, its method (kind and expiry, for the
 * card-valid check) and its bill's statement. The one query behind both the autopay settings
 * answer (server/api/autopayRoutes.ts) and the scheduler (autopayScheduler.ts); each narrows it.
 */
export function selectAutopayRules(db: Kysely<Database>) {
  return db
    .selectFrom('autopay_rules as r')
    .select([
      'r.listing_id',
      'r.user_id',
      'r.payment_instrument_id',
      'r.amount_kind',
      'r.fixed_amount_cents',
      'r.days_before_due',
      'r.skips_due_date',
    ])
    .innerJoin('payment_instruments as i', 'i.id', 'r.payment_instrument_id')
    .select(['i.kind', 'i.expiry_month', 'i.expiry_year'])
    .innerJoin('listings', 'listings.id', 'r.listing_id')
    .select(['listings.due_date', 'listings.balance_cents']);
}
