// Environment: server (tests)
// The public-answer cache in front of routes of a test's own: each route answers how many times
// the routes have run, so an answer given again from the cache shows an old number. Shared by
// the cache's own suite and the rendered-page cache's, which sits on top of it.
import express from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema.js';
import { migrate } from '../../db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../../db/openDatabase.js';
import type { PeriodicRead } from '../periodicRead.js';
import { createPublicAnswerCache, type PublicAnswerCache } from '../publicAnswerCache.js';

/**
 * A migrated database in memory with no rows but an insights refresh as of 2026-01-01: kept
 * answers are keyed by it, and a test moves it on as a reseed would.
 */
export async function openCacheDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database);
  await database.db
    .insertInto('insight_refreshes')
    .values({ id: 1, as_of: new Date('2026-01-01'), refreshed_at: new Date('2026-01-01') })
    .execute();
  return database;
}

/** A maintenance switch the test flips. */
export function fakeSwitch(initially: boolean): PeriodicRead<boolean> & { value: boolean } {
  const flag = { value: initially, get: async () => flag.value, known: () => flag.value };
  return flag;
}

export type CountingRoutes = {
  router: express.Router;
  publicAnswers: PublicAnswerCache;
  /** How many times any of the routes ran. */
  computed: () => number;
};

/**
 * A router with the cache in front and one route per path, each answering `{ computed }` with
 * the Cache-Control given for it (and `cookie` set where asked: an answer with a cookie is never
 * kept).
 */
export function countingPublicAnswers(options: {
  db: Kysely<Database>;
  /** The key a kept answer asks for, as in production when the API has one. */
  apiKey?: string;
  maintenance: PeriodicRead<boolean>;
  now: () => number;
  routes: Record<string, { cacheControl: string; cookie?: boolean }>;
}): CountingRoutes {
  const publicAnswers = createPublicAnswerCache({
    db: options.db,
    apiKey: options.apiKey,
    maintenance: options.maintenance,
    now: options.now,
  });
  const router = express.Router();
  router.use(publicAnswers.middleware);
  let computed = 0;
  for (const [path, answer] of Object.entries(options.routes)) {
    router.get(path, (_request, response) => {
      computed += 1;
      response.setHeader('Cache-Control', answer.cacheControl);
      if (answer.cookie) response.cookie('tracker', 'x');
      response.json({ computed });
    });
  }
  return { router, publicAnswers, computed: () => computed };
}
