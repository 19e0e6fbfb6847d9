// Environment: server The deterministic seed (docs/operations.md#seed): a fixed PRNG seed, a size
// knob (SEED_SCALE), run by `npm run seed` and automatically on the first start against an empty
// database. Payment dates are laid out backwards from the seeding day, so the insights windows
// (docs/product.md#insight-windows) always hold data.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../databaseSchema.js';
import { DEFAULT_AUTOPAY_DAYS_BEFORE_DUE } from '../../../src/payments/paymentRules.js';
import { refreshInsights } from '../refreshInsights.js';
import { seedMemberships } from './seedMemberships.js';
import { seedPeople, type PeopleSummary } from './seedPeople.js';
import { seedReferenceData } from './seedReferenceData.js';
import { seedSizes, type SeedScale } from './seedScale.js';
import { createRandom, SEED } from './source/random.js';
import { withoutSecondaryIndexes } from './withoutSecondaryIndexes.js';

// Shared by every process: two servers starting on one empty database seed it once. Keyed by schema
// too, so databases in separate schemas of one server (tests, bench) never wait on each other.
const SEED_LOCK_KEY = 4_725_020;

export type SeedSummary = PeopleSummary & {
  scale: SeedScale;
  locations: number;
  billers: number;
  milliseconds: number;
  /** Where the seed spent its time, step by step (the first start's budget; docs/operations.md#seed). */
  steps: Record<SeedStep, StepTime>;
};

export type SeedStep = 'places' | 'people' | 'refresh' | 'analyze';
/** Wall time, and this process's CPU time (PGlite's work included; a PostgreSQL server's not). */
export type StepTime = { milliseconds: number; cpuMilliseconds: number };

/** Every table the seed fills, children first. */
const seededTables = [
  'membership_events',
  'membership_charges',
  'memberships',
  'insight_biller_stats',
  'insight_scope_stats',
  'insight_pay_method_stats',
  'insight_refreshes',
  'payments',
  'autopay_rules',
  'listings',
  'payment_instruments',
  'widget_settings',
  'sessions',
  'login_throttles',
  'sign_in_addresses',
  'users',
  'biller_coverage',
  'biller_service_types',
  'billers',
  'locations',
  'service_types',
  'service_type_groups',
] as const;

/**
 * The demo accounts' bills drawn with autopay get a rule, the one source of truth for autopay
 * (docs/product.md#autopay-rules): the statement balance, 3 days before the due date, from the
 * user's default method (else their first). The generated households, there for the insights,
 * pay by hand: thousands of rules would have the first start's scheduler make thousands of
 * payments nobody looks at.
 */
async function seedAutopayRules(db: Kysely<Database>, listingIds: readonly number[]): Promise<void> {
  await sql`
    INSERT INTO autopay_rules
      (listing_id, user_id, payment_instrument_id, amount_kind, days_before_due, created_at, updated_at)
    SELECT l.id, l.user_id, i.id, 'statement_balance', ${DEFAULT_AUTOPAY_DAYS_BEFORE_DUE},
           l.created_at, l.created_at
    FROM listings l
    JOIN users u ON u.id = l.user_id AND u.password_hash IS NOT NULL
    CROSS JOIN LATERAL (
      SELECT id FROM payment_instruments p
      WHERE p.user_id = l.user_id AND p.removed_at IS NULL
      ORDER BY p.is_default DESC, p.id
      LIMIT 1
    ) i
    WHERE l.id = ANY(${listingIds}::integer[]) AND l.removed_at IS NULL`.execute(db);
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('service_type_groups').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function seedInto(db: Kysely<Database>, scale: SeedScale, now: Date): Promise<Omit<SeedSummary, 'milliseconds'>> {
  const random = createRandom(SEED);
  const anchor = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  let lapStarted = Date.now();
  let lapCpu = process.cpuUsage();
  const elapsed = (): StepTime => {
    const cpu = process.cpuUsage(lapCpu);
    const milliseconds = Date.now() - lapStarted;
    lapStarted = Date.now();
    lapCpu = process.cpuUsage();
    return { milliseconds, cpuMilliseconds: Math.round((cpu.user + cpu.system) / 1000) };
  };
  const reference = await seedReferenceData(db, random);
  const places = elapsed();
  // Only inserts touch these tables while the people are seeded: their indexes and keys are
  // built once at the end instead of row by row.
  const { summary: people, autopayListingIds } = await withoutSecondaryIndexes(db, ['listings', 'payments'], () =>
    seedPeople(db, random, reference, seedSizes[scale], anchor),
  );
  await seedAutopayRules(db, autopayListingIds);
  // Ids were assigned by the seed: move the sequences past them for rows created later.
  await sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('listings', 'id'), (SELECT max(id) FROM listings))`.execute(db);
  await seedMemberships(db, anchor);
  // The demo accounts' addresses count as confirmed, so their reminders are mailed
  // (docs/product.md#notification-mail-to-confirmed-addresses).
  await sql`UPDATE users SET email_verified_at = created_at WHERE password_hash IS NOT NULL`.execute(db);
  const peopleTime = elapsed();
  await refreshInsights(db, now);
  const refresh = elapsed();
  // Bulk-loaded tables have no statistics yet; without them the first queries plan badly.
  // Only this schema's tables: a database-wide ANALYZE also visits every other schema on a
  // shared server and deadlocks with another seed analyzing at the same time.
  const tables = await sql<{ name: string }>`
    SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
  await sql.raw(`ANALYZE ${tables.rows.map((table) => table.name).join(', ')}`).execute(db);
  return {
    scale,
    locations: reference.locations.length,
    billers: reference.billers.length,
    ...people,
    steps: { places, people: peopleTime, refresh, analyze: elapsed() },
  };
}

/**
 * Seeds an empty database; returns null when it already holds data. With `replace`, empties the
 * seeded tables first (`npm run seed`). One transaction: a crash leaves the database as it was.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  scale: SeedScale,
  { now = new Date(), replace = false }: { now?: Date; replace?: boolean } = {},
): Promise<SeedSummary | null> {
  const started = Date.now();
  const result = await db.transaction().execute(async (transaction) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}, hashtext(current_schema()))`.execute(transaction);
    if (replace) {
      for (const table of seededTables) await sql`TRUNCATE TABLE ${sql.table(table)} CASCADE`.execute(transaction);
    } else if (await isSeeded(transaction)) {
      return null;
    }
    return seedInto(transaction, scale, now);
  });
  return result && { ...result, milliseconds: Date.now() - started };
}
