import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../../api/testing/useTestDatabase.js';
import { seedCoverage, type SeedCoverage } from './seedCoverage.js';
import { seedDatabase } from './seedDatabase.js';

// The fastest engine available: PostgreSQL when configured, else PGlite.
const engine = testEngines.at(-1) ?? 'pglite';

// What the default seed lets the insights publish (docs/operations.md#seed-coverage), measured on
// the default seed itself: the figures the public website's pages stand on.
describe(`the default seed's coverage on ${engine}`, () => {
  const database = useTestDatabase(engine);
  let coverage: SeedCoverage;

  beforeAll(async () => {
    await seedDatabase(database.handle.db, 'default', { replace: true });
    coverage = await seedCoverage(database.handle.db);
    // The whole default seed: a first start's work, minutes on a busy shared machine.
  }, 900_000);

  it('ranks at least 5 billers in every state, DC and Puerto Rico', () => {
    expect(coverage.states).toHaveLength(52);
    const thin = coverage.states.filter((state) => state.billers < 5);
    expect(thin).toEqual([]);
  });

  it('ranks at least 5 billers in each of the 50 most populous metros', () => {
    expect(coverage.metros).toHaveLength(50);
    const thin = coverage.metros.filter((metro) => metro.billers < 5);
    expect(thin).toEqual([]);
  });

  it('ranks at least 10 billers in King County, WA', () => {
    expect(coverage.kingCounty.billers).toBeGreaterThanOrEqual(10);
  });
});
