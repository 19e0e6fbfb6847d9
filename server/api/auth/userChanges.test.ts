import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/openDatabase.js';
import { UserChangeLog, userChangesOf } from '../../db/userChanges.js';
import type { MembershipResponse } from '../schemas/membershipSchemas.js';
import type { SessionResponse } from '../schemas/sessionSchemas.js';
import { startTestApi } from '../testing/startTestApi.js';
import { bearer, signIn, testEngines, useTestApi, type TestApi } from '../testing/useTestApi.js';

describe('the log of changed users', () => {
  it('trusts an answer only while listening and nothing of its user was heard since', () => {
    const log = new UserChangeLog();
    const before = log.mark();
    expect(log.unchangedSince(1, before)).toBe(false);
    log.listening();
    // Read before the feed listened: doubted.
    expect(log.unchangedSince(1, before)).toBe(false);
    const read = log.mark();
    expect(log.unchangedSince(1, read)).toBe(true);
    log.heard(2);
    expect(log.unchangedSince(1, read)).toBe(true);
    expect(log.unchangedSince(2, read)).toBe(false);
    expect(log.unchangedSince(2, log.mark())).toBe(true);
    const beforeLoss = log.mark();
    log.lost();
    expect(log.unchangedSince(1, beforeLoss)).toBe(false);
    expect(log.unchangedSince(1, log.mark())).toBe(false);
    log.listening();
    expect(log.unchangedSince(1, beforeLoss)).toBe(false);
    expect(log.unchangedSince(1, log.mark())).toBe(true);
  });
});

// The writer and the reader stand for two server processes: on PostgreSQL the reader has a
// database handle of its own (its own pool); PGlite's folder is one process's, so there both
// servers share the one handle and its feed of changed users (server/db/userChanges.ts).
describe.each(testEngines)('answers kept per user on %s', (engine) => {
  const { api: writer, database, demo, signIn: signInAs } = useTestApi(engine);
  let reader: TestApi;
  let readerHandle: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      // The same database and schema the suite's own handle reads.
      const { rows } = await sql<{
        name: string;
        schema: string;
      }>`SELECT current_database() AS name, current_schema() AS schema`.execute(database.handle.db);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      readerHandle = await openDatabase({
        kind: 'postgres',
        url: url.toString(),
        schema: rows[0]?.schema ?? 'public',
        maxConnections: 2,
      });
      const handle = readerHandle;
      reader = await startTestApi({ handle, close: () => handle.close() });
    } else {
      reader = await startTestApi(database);
    }
  });
  afterAll(async () => {
    await reader.close();
    await readerHandle?.close();
  });

  const readerDb = () => (readerHandle ?? database.handle).db;
  /** Until the reader's feed listens (it starts with the first session it resolves). */
  const listening = async () => {
    await reader.get('/session', { headers: bearer(demo) });
    // PostgreSQL has none: every kept answer is checked against the user's version.
    if (engine === 'postgres') return expect(userChangesOf(readerDb())).toBeUndefined();
    for (let tries = 0; tries < 100; tries += 1) {
      const changes = userChangesOf(readerDb());
      if (changes && changes.unchangedSince(-1, changes.mark())) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the feed of changed users never listened');
  };

  it.runIf(engine === 'pglite')('answers a kept session and membership with no query', async () => {
    await listening();
    const pglite = database.handle.pglite;
    if (!pglite) throw new Error('no PGlite');
    const query = pglite.query.bind(pglite);
    const sent: string[] = [];
    pglite.query = (text, parameters) => {
      if (!text.includes('app_flags')) sent.push(text);
      return query(text, parameters);
    };
    try {
      // Read once, then kept.
      await reader.get('/session', { headers: bearer(demo) });
      await reader.get('/membership', { headers: bearer(demo) });
      sent.length = 0;
      const session = await reader.get('/session', { headers: bearer(demo) });
      const membership = await reader.get('/membership', { headers: bearer(demo) });
      expect(session.status).toBe(200);
      expect(membership.status).toBe(200);
      expect(sent).toEqual([]);
    } finally {
      pglite.query = query;
    }
  });

  it('sees a membership change made by the other server on the next request', async () => {
    await listening();
    const read = async () =>
      ((await (await reader.get('/membership', { headers: bearer(demo) })).json()) as MembershipResponse).membership
        ?.status;
    expect(await read()).toBe('active');
    expect(await read()).toBe('active');
    const cancel = await writer.send('POST', '/membership/cancel', undefined, bearer(demo));
    expect(cancel.status).toBe(200);
    expect(await read()).toBe('cancelling');
    const undo = await writer.send('POST', '/membership/cancel/undo', undefined, bearer(demo));
    expect(undo.status).toBe(200);
    expect(await read()).toBe('active');
  });

  it('sees a password change end the other sessions on the next request', async () => {
    await listening();
    const changing = await signInAs('many@doxo.test');
    const other = await signIn(reader, 'many@doxo.test');
    const sessionOf = async () =>
      (await (await reader.get('/session', { headers: bearer(other) })).json()) as SessionResponse | null;
    expect((await sessionOf())?.user.username).toBe('many');
    expect((await sessionOf())?.user.username).toBe('many');
    expect((await reader.get('/users/me', { headers: bearer(other) })).status).toBe(200);
    const changed = await changing.send('POST', '/users/me/password', {
      current_password: 'doxo-demo-2026',
      new_password: 'Quietly-Orbiting-Heron-7731',
    });
    expect(changed.status).toBe(204);
    expect(await sessionOf()).toBeNull();
    expect((await reader.get('/users/me', { headers: bearer(other) })).status).toBe(401);
    // The session that changed it goes on.
    expect((await changing.get('/users/me')).status).toBe(200);
  });

  it('sees a sign-out made by the other server on the next request', async () => {
    await listening();
    const leaving = await signIn(writer, 'demo@doxo.test');
    expect((await reader.get('/session', { headers: bearer(leaving) })).status).toBe(200);
    expect((await reader.get('/membership', { headers: bearer(leaving) })).status).toBe(200);
    const signedOut = await writer.send('DELETE', '/session', undefined, bearer(leaving));
    expect(signedOut.status).toBe(204);
    expect(await (await reader.get('/session', { headers: bearer(leaving) })).json()).toBeNull();
    expect((await reader.get('/membership', { headers: bearer(leaving) })).status).toBe(401);
  });

  it('sees its own sign-out on the next request', async () => {
    await listening();
    const leaving = await signIn(reader, 'demo@doxo.test');
    expect((await reader.get('/membership', { headers: bearer(leaving) })).status).toBe(200);
    expect((await reader.send('DELETE', '/session', undefined, bearer(leaving))).status).toBe(204);
    expect((await reader.get('/membership', { headers: bearer(leaving) })).status).toBe(401);
  });
});
