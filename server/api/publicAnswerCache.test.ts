import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createInProcessApiTransport, IN_PROCESS_API_ORIGIN } from '../http/inProcessApiTransport.js';
import { countingPublicAnswers, fakeSwitch, openCacheDatabase } from './testing/countingPublicAnswers.js';
import type { DatabaseHandle } from '../db/openDatabase.js';

describe('the public answers the API keeps', () => {
  // The schema and one refresh stamp: the routes here are the test's own.
  let database: DatabaseHandle;
  let clock = 1_000_000;
  const maintenance = fakeSwitch(false);

  const client = (apiKey?: string) => {
    const { router, publicAnswers: cache } = countingPublicAnswers({
      db: database.db,
      apiKey,
      maintenance,
      now: () => clock,
      routes: {
        '/insights/count': { cacheControl: 'public, max-age=300' },
        '/insights/private': { cacheControl: 'private, no-store' },
        '/directory/service_type_groups': { cacheControl: 'public, max-age=300' },
        '/directory/service_types': { cacheControl: 'public, max-age=300', cookie: true },
        '/locations/search': { cacheControl: 'public, max-age=300' },
      },
    });
    const http = axios.create({
      baseURL: `${IN_PROCESS_API_ORIGIN}/api`,
      adapter: createInProcessApiTransport(router, { publicAnswers: cache }),
    });
    return { cache, get: async (path: string) => (await http.get(path)).data.computed };
  };

  beforeAll(async () => {
    database = await openCacheDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives an answer again until a refresh (which every reseed ends with) changes as_of', async () => {
    const { cache, get } = client();
    const directory = await get('/directory/service_type_groups');
    const places = await get("/locations/search?query=name~'sea'");
    const first = await get('/insights/count?days=365');
    expect(await get('/directory/service_type_groups')).toBe(directory);
    expect(await get("/locations/search?query=name~'sea'")).toBe(places);
    expect(await get('/insights/count?days=365')).toBe(first);
    expect(cache.lookup('/insights/count?days=365', {})).toMatchObject({
      headers: { 'cache-control': 'public, max-age=300' },
    });
    // Another question is its own answer.
    expect(await get('/insights/count?days=91')).toBe(first + 1);

    // A refresh (here or in another process) moves as_of; it is seen once the last read is old.
    await sql`UPDATE insight_refreshes SET as_of = as_of + interval '1 day'`.execute(database.db);
    expect(await get('/insights/count?days=365')).toBe(first);
    clock += 2_001;
    const afterRefresh = await get('/insights/count?days=365');
    expect(afterRefresh).toBeGreaterThan(first + 1);
    expect(await get('/insights/count?days=365')).toBe(afterRefresh);
    expect(await get('/directory/service_type_groups')).toBeGreaterThan(afterRefresh);
  });

  it('keeps only public answers without cookies', async () => {
    const { cache, get } = client();
    const privateAnswer = await get('/insights/private');
    expect(await get('/insights/private')).toBe(privateAnswer + 1);
    const withCookie = await get('/directory/service_types');
    expect(await get('/directory/service_types')).toBe(withCookie + 1);
    expect(cache.lookup('/directory/service_types', {})).toBeUndefined();
  });

  it('gives nothing from the cache in maintenance', async () => {
    const { cache, get } = client();
    await get('/insights/count?days=30');
    expect(cache.lookup('/insights/count?days=30', {})).toBeDefined();
    maintenance.value = true;
    expect(cache.lookup('/insights/count?days=30', {})).toBeUndefined();
    maintenance.value = false;
  });

  it('asks for the right API key before giving a kept answer', async () => {
    const { cache, get } = client('the-right-key');
    await get('/directory/service_type_groups');
    const path = '/directory/service_type_groups';
    expect(cache.lookup(path, { 'x-api-key': 'the-right-key' })).toBeDefined();
    expect(cache.lookup(path, { 'x-api-key': 'a-wrong-key' })).toBeUndefined();
    expect(cache.lookup(path, {})).toBeUndefined();
  });
});
