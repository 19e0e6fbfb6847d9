import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/passwordHash.js';
import { minimumDueFor } from '../../api/billsConnection.js';
import { testEngines, useTestDatabase } from '../../api/testing/useTestDatabase.js';
import { MIN_PAYERS } from '../../../src/insights/privacyThreshold.js';
import { DEMO_PASSWORD } from './demoUsers.js';
import { publishedRankings } from './publishedRankings.js';
import { seedDatabase } from './seedDatabase.js';

// The fastest engine available: PostgreSQL when configured, else PGlite.
const engine = testEngines.at(-1) ?? 'pglite';

describe(`the seed on ${engine}`, () => {
  const database = useTestDatabase(engine);
  const now = new Date('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    // The suite's copy is seeded at the small scale with today's date; reseed at a fixed date.
    await seedDatabase(database.handle.db, 'small', { now, replace: true });
    // Two seeds of every Census place: more than the default hook time on a busy machine.
  }, 180_000);

  async function fingerprint() {
    const { db } = database.handle;
    return db
      .selectFrom('payments')
      .select((eb) => [
        eb.fn.countAll<number>().as('payments'),
        eb.fn.sum<number>('amount_cents').as('cents'),
        eb.fn.max('paid_at').as('latest'),
        eb.fn.count<number>('user_id').distinct().as('payers'),
      ])
      .executeTakeFirstOrThrow();
  }

  it('holds the directory, every state and the demo users the README lists', async () => {
    const { db } = database.handle;
    const count = async (table: 'service_type_groups' | 'service_types' | 'billers') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await count('service_type_groups')).toBeGreaterThanOrEqual(8);
    expect(await count('service_types')).toBeGreaterThanOrEqual(35);
    expect(await count('billers')).toBeGreaterThanOrEqual(1500);
    const states = await db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('type', '=', 'state')
      .executeTakeFirstOrThrow();
    expect(Number(states.count)).toBe(59);

    const many = await db
      .selectFrom('users')
      .innerJoin('listings', 'listings.user_id', 'users.id')
      .select((eb) => ['users.password_hash', eb.fn.countAll<number>().as('listings')])
      .where('users.email', '=', 'many@doxo.test')
      .groupBy('users.password_hash')
      .executeTakeFirstOrThrow();
    expect(Number(many.listings)).toBeGreaterThan(250);
    expect(await verifyPassword(DEMO_PASSWORD, many.password_hash)).toBe(true);

    // An APO ZIP code places its household in its armed-forces region, a bare state.
    const apo = await db
      .selectFrom('users')
      .select(['zip_code', 'location_hierarchy'])
      .where('email', '=', 'apo@doxo.test')
      .executeTakeFirstOrThrow();
    expect(apo).toEqual({ zip_code: '09012', location_hierarchy: '/usa/ae' });
  });

  it('leaves a seeded database alone, and reseeds to identical rows', async () => {
    const before = await fingerprint();
    expect(await seedDatabase(database.handle.db, 'small', { now })).toBeNull();
    const summary = await seedDatabase(database.handle.db, 'small', { now, replace: true });
    expect(summary?.payments).toBe(Number(before.payments));
    expect(await fingerprint()).toEqual(before);
  });

  it('has every household pay only billers that serve its place', async () => {
    const { db } = database.handle;
    const stray = await db
      .selectFrom('payments as p')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('biller_coverage as c').select('c.biller_id').whereRef('c.biller_id', '=', 'p.biller_id')
              .where(sql<boolean>`p.payer_hierarchy = c.hierarchy
                OR p.payer_hierarchy LIKE c.hierarchy || '/%'`),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(Number(stray.count)).toBe(0);
  });

  it('gives each seeded bill the minimum due its statement would (the sandbox connection’s rule)', async () => {
    const rows = await database.handle.db
      .selectFrom('listings')
      .select(['balance_cents', 'minimum_due_cents'])
      .execute();
    expect(rows.some((row) => row.balance_cents > 0)).toBe(true);
    for (const row of rows) {
      expect(row.minimum_due_cents).toBe(minimumDueFor(row.balance_cents));
    }
  });
  it('keeps no insight aggregate below the privacy threshold (migration 0055)', async () => {
    const { db } = database.handle;
    for (const table of ['insight_biller_stats', 'insight_scope_stats', 'insight_pay_method_stats'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => [eb.fn.min('payer_count').as('fewest'), eb.fn.countAll<number>().as('rows')])
        .executeTakeFirstOrThrow();
      expect(Number(row.rows), table).toBeGreaterThan(0);
      expect(Number(row.fewest), table).toBeGreaterThanOrEqual(MIN_PAYERS);
    }
  });

  it('loads payments and listings with their indexes and foreign keys rebuilt', async () => {
    const { db } = database.handle;
    const indexes = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes
      WHERE tablename IN ('payments', 'listings') AND schemaname = current_schema()
      ORDER BY indexname`.execute(db);
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      'listings_pkey',
      'listings_user_id_id',
      'payments_listing_paid_at',
      'payments_paid_at',
      'payments_pkey',
    ]);
    const keys = await sql<{ conname: string; convalidated: boolean }>`
      SELECT conname, convalidated FROM pg_constraint
      WHERE contype = 'f' AND conrelid IN ('payments'::regclass, 'listings'::regclass)
      ORDER BY conname`.execute(db);
    expect(keys.rows).toEqual([
      { conname: 'listings_biller_id_fkey', convalidated: true },
      { conname: 'listings_service_type_id_fkey', convalidated: true },
      { conname: 'listings_user_id_fkey', convalidated: true },
      { conname: 'payments_listing_id_fkey', convalidated: true },
    ]);
  });

  it('reports what the largest places publish, the country first', async () => {
    const rankings = await publishedRankings(database.handle.db, { places: 3 });
    expect(rankings.map((ranking) => ranking.type)).toEqual([
      'country',
      'cbsa',
      'cbsa',
      'cbsa',
      'county',
      'county',
      'county',
    ]);
    const [country] = rankings;
    const users = await database.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(country?.households).toBe(Number(users.count));
    expect(country?.rows).toBeGreaterThan(0);
    expect(country?.mostPayers).toBeGreaterThanOrEqual(MIN_PAYERS);
    expect(rankings[4]?.name).toBe('Los Angeles County, CA');
  });

  it('dates payments over the two years before the seeding day', async () => {
    const { db } = database.handle;
    const range = await db
      .selectFrom('payments')
      .select((eb) => [eb.fn.min('paid_at').as('earliest'), eb.fn.max('paid_at').as('latest')])
      .executeTakeFirstOrThrow();
    const day = 86_400_000;
    expect(now.getTime() - range.earliest.getTime()).toBeLessThan(740 * day);
    expect(range.latest.getTime()).toBeLessThan(now.getTime());
  });
});
