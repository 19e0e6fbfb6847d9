// Environment: server
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

/**
 * Autopay rules with what deciding on one needs: the rule, its method (kind and expiry, for the
 * card-valid check) and its bill's statement. The one query behind both the autopay settings
 * answer (server/api/autopayRoutes.ts) and the scheduler (autopayScheduler.ts); each narrows it.
 */
export function selectAutopayRules(db: Kysely<Database>) {
  return db
    .selectFrom('autopay_rules as r')
    .innerJoin('listings', 'listings.id', 'r.listing_id')
    .innerJoin('payment_instruments as i', 'i.id', 'r.payment_instrument_id')
    .select([
      'r.listing_id',
      'r.user_id',
      'r.payment_instrument_id',
      'r.amount_kind',
      'r.fixed_amount_cents',
      'r.days_before_due',
      'r.skips_due_date',
      'i.kind',
      'i.expiry_month',
      'i.expiry_year',
      'listings.due_date',
      'listings.balance_cents',
    ]);
}
