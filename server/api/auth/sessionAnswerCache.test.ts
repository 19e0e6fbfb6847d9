import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../schemas/sessionSchemas.js';
import { bearer, testEngines, useTestApi, type TestApi } from '../testing/useTestApi.js';
import { createSessionAnswerCache } from './sessionAnswerCache.js';
import { hashSessionToken } from './sessionTokens.js';
import { loadSessionMe } from '../userProfile.js';

// Two API apps on one database stand for two server processes: what one of them writes (or the
// database is told directly) is seen by the other's very next GET /session.
describe.each(testEngines)('kept session answers on %s', (engine) => {
  // The demo user signs in through the writer; the reader is a second server on the same database.
  const { api: writer, database, demo, startAnother, newKey: freshKey } = useTestApi(engine);
  let reader: TestApi;

  const session = async (): Promise<SessionResponse | null> =>
    (await reader.get('/session', { headers: bearer(demo) })).json();

  beforeAll(async () => {
    reader = await startAnother();
  });

  it('reads the answer once while nothing it depends on changes', async () => {
    const cache = createSessionAnswerCache(database.handle.db);
    const tokenHash = hashSessionToken(demo.token);
    let loads = 0;
    const load = () => {
      loads += 1;
      return loadSessionMe(database.handle.db, tokenHash, new Date());
    };
    const first = await cache.answer(tokenHash, new Date(), load);
    const second = await cache.answer(tokenHash, new Date(), load);
    expect(second).toEqual(first);
    expect(loads).toBe(1);
    // Past the session's expiry nothing kept is given.
    const later = new Date((first?.expiresAt.getTime() ?? 0) + 1);
    await cache.answer(tokenHash, later, load);
    expect(loads).toBe(2);
  });

  it('sees a bill added through another process at once', async () => {
    const before = (await session())?.user.bills_count ?? -1;
    expect((await session())?.user.bills_count).toBe(before);
    const biller = await database.handle.db
      .selectFrom('biller_service_types')
      .select('biller_id')
      .orderBy('biller_id')
      .executeTakeFirstOrThrow();
    const added = await writer.send(
      'POST',
      '/bills',
      { biller_id: biller.biller_id, account_number: '55-0001', nickname: 'Kept answers' },
      { ...bearer(demo), 'idempotency-key': freshKey() },
    );
    expect(added.status).toBe(201);
    expect((await session())?.user.bills_count).toBe(before + 1);
  });

  it('sees a change written straight into the database at once', async () => {
    const rename = (username: string) =>
      database.handle.db.updateTable('users').set({ username }).where('id', '=', demo.userId).execute();
    expect((await session())?.user.username).toBe('demo');
    await rename('demo-renamed');
    expect((await session())?.user.username).toBe('demo-renamed');
    await rename('demo');
    expect((await session())?.user.username).toBe('demo');
  });

  it('sees the segment follow a membership event at once', async () => {
    const membership = await database.handle.db
      .selectFrom('memberships')
      .select('id')
      .where('user_id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    const append = (kind: 'lapsed' | 'charged') =>
      database.handle.db
        .insertInto('membership_events')
        .values({ membership_id: membership.id, kind, at: new Date() })
        .execute();
    expect((await session())?.user.user_segment).toBe('doxoplus');
    await append('lapsed');
    expect((await session())?.user.user_segment).not.toBe('doxoplus');
    await append('charged');
    expect((await session())?.user.user_segment).toBe('doxoplus');
  });

  it('answers null on the request right after a sign-out elsewhere', async () => {
    expect(await session()).not.toBeNull();
    const signedOut = await writer.send('DELETE', '/session', undefined, bearer(demo));
    expect(signedOut.status).toBe(204);
    expect(await session()).toBeNull();
  });
});
