import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import type { SessionResponse } from './schemas/sessionSchemas.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import {
  bearer,
  openTestDatabase,
  signIn,
  startTestApi,
  testEngines,
  type TestApi,
  type TestDatabase,
} from './testing/startTestApi.js';

describe.each(testEngines)('sessions and /users/me on %s', (engine) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    api = await startTestApi(database, {
      loginRateLimit: { perAccount: 3, perIp: 1000, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it('signs in with email and password, setting an HttpOnly SameSite cookie', async () => {
    const response = await api.send('POST', '/session', {
      email: 'Demo@Doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^doxo_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    const body: SessionResponse = await response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ username: 'demo', email: 'demo@doxo.test' });
    expect(body.user.last_signed_in_at).not.toBeNull();
  });

  it('answers GET /session and /users/me for a Bearer token and for the cookie', async () => {
    const session = await signIn(api, 'demo@doxo.test');
    const viaBearer = await api.get('/session', { headers: bearer(session) });
    expect(viaBearer.status).toBe(200);
    const viaCookie = await api.get('/users/me', { headers: { cookie: session.cookie } });
    expect(viaCookie.status).toBe(200);
    const me: MeResponse = await viaCookie.json();
    expect(me).toMatchObject({
      user_id: session.userId,
      username: 'demo',
      user_segment: 'doxoplus',
    });
    expect(me.location.hierarchy).toMatch(/^\/usa\/wa\/.+\/98101$/);
    expect(me.location).toMatchObject({ state: 'wa', county: 'king', zipcode: '98101' });
    expect(me.bills_count).toBeGreaterThan(0);
    expect(me.wallet_count).toBeGreaterThan(0);
  });

  it('refuses a wrong password, an unknown email and malformed bodies', async () => {
    const wrong = await api.send('POST', '/session', {
      email: 'other@doxo.test',
      password: 'nope',
    });
    expect(wrong.status).toBe(401);
    const error: ErrorResponse = await wrong.json();
    expect(error.error.code).toBe('invalid_credentials');
    const unknown = await api.send('POST', '/session', { email: 'x@doxo.test', password: 'nope' });
    expect(unknown.status).toBe(401);

    const notJson = await fetch(`${api.baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({
      error: { code: 'invalid_json' },
    });
    const form = await fetch(`${api.baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.c&password=x',
    });
    expect(form.status).toBe(415);
    const badEmail = await api.send('POST', '/session', { email: 'not-an-email', password: 'x' });
    expect(badEmail.status).toBe(400);
    const extra = await api.send('POST', '/session', {
      email: 'a@b.test',
      password: 'x',
      admin: true,
    });
    expect(extra.status).toBe(400);
    const array = await api.send('POST', '/session', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('rate-limits failed sign-ins per account, with the state in the database', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await api.send('POST', '/session', {
        email: 'many@doxo.test',
        password: 'bad',
      });
      expect(failed.status).toBe(401);
    }
    const limited = await api.send('POST', '/session', {
      email: 'many@doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A second API process on the same database sees the same counters.
    const sibling = await startTestApi(database, {
      loginRateLimit: { perAccount: 3, perIp: 1000, windowMs: 60_000 },
    });
    const alsoLimited = await sibling.send('POST', '/session', {
      email: 'many@doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(alsoLimited.status).toBe(429);
    await sibling.close();
  });

  it('rate-limits per IP across accounts', async () => {
    const strict = await startTestApi(database, {
      loginRateLimit: { perAccount: 100, perIp: 2, windowMs: 60_000 },
    });
    await database.handle.db.deleteFrom('login_attempts').execute();
    for (const email of ['a@doxo.test', 'b@doxo.test']) {
      expect((await strict.send('POST', '/session', { email, password: 'bad' })).status).toBe(401);
    }
    const limited = await strict.send('POST', '/session', { email: 'c@doxo.test', password: 'x' });
    expect(limited.status).toBe(429);
    await strict.close();
    await database.handle.db.deleteFrom('login_attempts').execute();
  });

  it('requires the CSRF token for cookie-authenticated sign-out, not for Bearer', async () => {
    const session = await signIn(api, 'other@doxo.test');
    const forged = await api.send('DELETE', '/session', undefined, { cookie: session.cookie });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      error: { code: 'csrf_token_invalid' },
    });
    const proper = await api.send('DELETE', '/session', undefined, {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
    });
    expect(proper.status).toBe(204);
    expect(proper.headers.get('set-cookie')).toMatch(/doxo_session=;.*Max-Age=0/);
    const ended = await api.get('/session', { headers: { cookie: session.cookie } });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toBeNull();

    const other = await signIn(api, 'other@doxo.test');
    expect((await api.send('DELETE', '/session', undefined, bearer(other))).status).toBe(204);
    expect((await api.get('/users/me', { headers: bearer(other) })).status).toBe(401);
  });

  it('answers GET /session with null, and other user endpoints with 401, without a session', async () => {
    const signedOut = await api.get('/session');
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toBeNull();
    expect((await api.get('/users/me', { headers: { authorization: 'Bearer nope' } })).status).toBe(
      401,
    );
    const expired = await api.get('/users/me', {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(expired.status).toBe(401);
    const body: ErrorResponse = await expired.json();
    expect(body.error.code).toBe('unauthenticated');
  });
});
