import { describe, expect, it } from 'vitest';
import { defaultApiSettings } from './apiDependencies.js';
import type { SignInThrottleSettings } from './auth/signInThrottle.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import type { SessionResponse } from './schemas/sessionSchemas.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import { testEngines, useTestApi, type TestApi } from './testing/useTestApi.js';

/** The default throttle with a minute's base delay and three free failures per pair. */
function throttle(overrides: Partial<SignInThrottleSettings>): SignInThrottleSettings {
  return {
    ...defaultApiSettings.signInThrottle,
    freePerPair: 3,
    freePerAddress: 1000,
    freePerAccount: 1000,
    baseDelayMs: 60_000,
    ...overrides,
  };
}

describe.each(testEngines)('sessions and /users/me on %s', (engine) => {
  const { api, database, signIn, startAnother } = useTestApi(engine, {
    settings: { signInThrottle: throttle({}) },
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

  it('marks the cookie Secure when the request came by HTTPS through a trusted proxy', async () => {
    const body = { email: 'other@doxo.test', password: 'doxo-demo-2026' };
    const viaHttps = await api.send('POST', '/session', body, { 'x-forwarded-proto': 'https' });
    expect(viaHttps.status).toBe(201);
    expect(viaHttps.headers.get('set-cookie')).toMatch(/; Secure$/);
    const signOut = await api.send('DELETE', '/session', undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(signOut.headers.get('set-cookie')).toMatch(/Max-Age=0; Secure$/);
    const plain = await api.send('POST', '/session', body);
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('answers GET /session and /users/me for a Bearer token and for the cookie', async () => {
    const session = await signIn('demo@doxo.test');
    const viaBearer = await session.get('/session');
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

  /** Signs in from `address` (the test API trusts X-Forwarded-For from loopback). */
  function signInFrom(target: TestApi, address: string, email: string, password: string) {
    return target.send('POST', '/session', { email, password }, { 'x-forwarded-for': address });
  }

  it('slows guessing per account and address pair, with the counters in the database', async () => {
    await database.handle.db.deleteFrom('login_throttles').execute();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signInFrom(api, '198.51.100.5', 'many@doxo.test', 'bad')).status).toBe(401);
    }
    const limited = await signInFrom(api, '198.51.100.5', 'many@doxo.test', 'doxo-demo-2026');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    // The fourth failure would wait one base delay (a minute here).
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // A second API process on the same database sees the same counters.
    const sibling = await startAnother({ signInThrottle: throttle({}) });
    const alsoLimited = await signInFrom(sibling, '198.51.100.5', 'many@doxo.test', 'doxo-demo-2026');
    expect(alsoLimited.status).toBe(429);
    // Another address is another pair.
    expect((await signInFrom(api, '198.51.100.6', 'many@doxo.test', 'doxo-demo-2026')).status).toBe(201);
  });

  it('slows rather than locks: the next try is allowed once its delay has passed', async () => {
    await database.handle.db.deleteFrom('login_throttles').execute();
    const quick = await startAnother({
      signInThrottle: throttle({ freePerPair: 2, baseDelayMs: 1_000 }),
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await signInFrom(quick, '198.51.100.7', 'other@doxo.test', 'bad')).status).toBe(401);
    }
    const early = await signInFrom(quick, '198.51.100.7', 'other@doxo.test', 'doxo-demo-2026');
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await signInFrom(quick, '198.51.100.7', 'other@doxo.test', 'doxo-demo-2026')).status).toBe(201);
  });

  it('lets no stranger lock the owner out: guesses from rotating addresses spare the owner’s usual address', async () => {
    await database.handle.db.deleteFrom('login_throttles').execute();
    const guarded = await startAnother({
      signInThrottle: throttle({ freePerAccount: 5 }),
    });
    // The owner signs in from home as usual.
    expect((await signInFrom(guarded, '192.0.2.10', 'demo@doxo.test', 'doxo-demo-2026')).status).toBe(201);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signInFrom(guarded, `203.0.113.${attempt}`, 'demo@doxo.test', 'guess');
      answers.push(response.status);
    }
    // Five guesses went through, every later one was slowed.
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(25);
    // The owner, from the usual address, with the right password: in at once.
    expect((await signInFrom(guarded, '192.0.2.10', 'demo@doxo.test', 'doxo-demo-2026')).status).toBe(201);
    // A new address waits (slowed, not locked out).
    const traveling = await signInFrom(guarded, '192.0.2.99', 'demo@doxo.test', 'doxo-demo-2026');
    expect(traveling.status).toBe(429);
  });

  it('slows one address guessing across accounts', async () => {
    await database.handle.db.deleteFrom('login_throttles').execute();
    const strict = await startAnother({
      signInThrottle: throttle({ freePerAddress: 2 }),
    });
    for (const email of ['a@doxo.test', 'b@doxo.test']) {
      expect((await signInFrom(strict, '198.51.100.8', email, 'bad')).status).toBe(401);
    }
    expect((await signInFrom(strict, '198.51.100.8', 'c@doxo.test', 'x')).status).toBe(429);
    expect((await signInFrom(strict, '198.51.100.9', 'c@doxo.test', 'x')).status).toBe(401);
  });

  it('lets no more guesses through in a parallel burst than one after another', async () => {
    await database.handle.db.deleteFrom('login_throttles').execute();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom(api, '198.51.100.12', 'other@doxo.test', 'bad')),
    );
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(9).fill(429)]);
    await database.handle.db.deleteFrom('login_throttles').execute();
  });

  it('requires the CSRF token for cookie-authenticated sign-out, not for Bearer', async () => {
    const session = await signIn('other@doxo.test');
    const { forged, proper } = await session.sendByCookie({
      method: 'DELETE',
      path: '/session',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      error: { code: 'csrf_token_invalid' },
    });
    expect(proper.status).toBe(204);
    expect(proper.headers.get('set-cookie')).toMatch(/doxo_session=;.*Max-Age=0/);
    const ended = await api.get('/session', { headers: { cookie: session.cookie } });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toBeNull();

    const other = await signIn('other@doxo.test');
    expect((await other.send('DELETE', '/session')).status).toBe(204);
    expect((await other.get('/users/me')).status).toBe(401);
  });

  it('answers GET /session with null, and other user endpoints with 401, without a session', async () => {
    const signedOut = await api.get('/session');
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toBeNull();
    expect((await api.get('/users/me', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const expired = await api.get('/users/me', {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(expired.status).toBe(401);
    const body: ErrorResponse = await expired.json();
    expect(body.error.code).toBe('unauthenticated');
  });
});
