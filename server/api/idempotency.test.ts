import type { Server } from 'node:http';
import express from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.js';
import { apiErrorHandler, ApiError } from './apiError.js';
import { defaultApiSettings, timeFrom, type ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  pruneIdempotencyKeys,
  requestFingerprint,
  runIdempotent,
  sendIdempotentAnswer,
} from './idempotency.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import { bearer, testEngines, useTestApi, type SignedIn } from './testing/useTestApi.js';

type Note = { id: number; text: string };

describe('requestFingerprint', () => {
  it('ignores key order but not values or the operation', () => {
    const one = requestFingerprint('notes.create', { a: 1, b: { c: [1, 2], d: 'x' } });
    expect(requestFingerprint('notes.create', { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(one);
    expect(requestFingerprint('notes.create', { a: 2, b: { c: [1, 2], d: 'x' } })).not.toBe(one);
    expect(requestFingerprint('notes.create', { a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(one);
    expect(requestFingerprint('other.create', { a: 1, b: { c: [1, 2], d: 'x' } })).not.toBe(one);
  });
});

describe.each(testEngines)('runIdempotent on %s', (engine) => {
  const { database, demo, user } = useTestApi(engine);
  const other = user('other@doxo.test');
  let server: Server;
  let baseUrl: string;
  const clock = createManualClock('2026-05-04T15:00:00Z');

  async function noteCount(): Promise<number> {
    const result = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM idempotency_probe`.execute(database.handle.db);
    return result.rows[0]?.count ?? 0;
  }

  function post(session: SignedIn, body: unknown, key: string | undefined): Promise<Response> {
    return fetch(`${baseUrl}/notes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...bearer(session),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    await sql`CREATE TABLE idempotency_probe (id serial PRIMARY KEY, user_id integer, text text)`.execute(
      database.handle.db,
    );

    // A create endpoint of its own, so the helper is tested apart from any one product route.
    const dependencies: ApiDependencies = {
      db: database.handle.db,
      settings: defaultApiSettings,
      log: () => {},
      ...timeFrom(clock),
    };
    const app = express();
    app.use(express.json());
    app.post('/notes', async (request, response) => {
      const session = await requireSession(dependencies, request);
      const answer = await runIdempotent(
        dependencies,
        request,
        { userId: session.userId, operation: 'notes.create' },
        async (transaction) => {
          const text: unknown = request.body?.text;
          if (typeof text !== 'string' || text === '') {
            throw new ApiError(400, 'invalid_request', 'text is required');
          }
          // Widens the window in which concurrent duplicates overlap.
          await sql`SELECT pg_sleep(0.05)`.execute(transaction);
          const inserted = await sql<Note>`
            INSERT INTO idempotency_probe (user_id, text) VALUES (${session.userId}, ${text})
            RETURNING id, text`.execute(transaction);
          return { status: 201, body: { note: inserted.rows[0] } };
        },
      );
      sendIdempotentAnswer(response, answer);
    });
    app.use(apiErrorHandler(() => {}));
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('refuses a create without a valid Idempotency-Key', async () => {
    for (const key of [undefined, 'short', 'has a space in it', 'x'.repeat(256)]) {
      const response = await post(demo, { text: 'hello' }, key);
      expect(response.status).toBe(400);
      const body: ErrorResponse = await response.json();
      expect(body.error.code).toBe('idempotency_key_required');
    }
    expect(await noteCount()).toBe(0);
  });

  it('replays the stored answer for the same key and body, creating one row', async () => {
    const first = await post(demo, { text: 'rent' }, 'key-replay-0001');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const created: { note: Note } = await first.json();
    const again = await post(demo, { text: 'rent' }, 'key-replay-0001');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    expect(await noteCount()).toBe(1);
  });

  it('answers 409 for the same key with a different body', async () => {
    await post(demo, { text: 'water' }, 'key-conflict-01');
    const reused = await post(demo, { text: 'power' }, 'key-conflict-01');
    expect(reused.status).toBe(409);
    const body: ErrorResponse = await reused.json();
    expect(body.error.code).toBe('idempotency_key_reused');
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const before = await noteCount();
    const mine = await post(demo, { text: 'gas' }, 'key-per-user-1');
    const theirs = await post(other, { text: 'gas' }, 'key-per-user-1');
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await noteCount()).toBe(before + 2);
  });

  it('stores nothing when the create fails, so a corrected retry may use the key', async () => {
    const bad = await post(demo, { text: '' }, 'key-after-fail');
    expect(bad.status).toBe(400);
    const fixed = await post(demo, { text: 'internet' }, 'key-after-fail');
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('creates once when duplicates arrive at the same time', async () => {
    const before = await noteCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(demo, { text: 'double click' }, 'key-concurrent-1')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answers.filter((answer) => !answer.headers.get('idempotent-replayed'))).toHaveLength(1);
    expect(await noteCount()).toBe(before + 1);
  });

  it('forgets a key after 24 hours', async () => {
    await post(demo, { text: 'phone' }, 'key-expiry-001');
    const before = await noteCount();
    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1000);
    expect((await post(demo, { text: 'phone' }, 'key-expiry-001')).headers.get('idempotent-replayed')).toBe('true');
    clock.advance(2000);
    const fresh = await post(demo, { text: 'phone' }, 'key-expiry-001');
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(await noteCount()).toBe(before + 1);
    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 1);
    expect(await pruneIdempotencyKeys({ db: database.handle.db, clock })).toBeGreaterThan(0);
  });
});
