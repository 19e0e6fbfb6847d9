import { describe, expect, it } from 'vitest';
import type { OutboxListResponse } from '../../src/api/contracts/accountContract.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import {
  bearer,
  errorOf,
  signIn,
  testEngines,
  useTestApi,
  type TestApi,
} from './testing/useTestApi.js';

const STRONG = 'violet-canoe-Harbor-71-mint';
const NEWER = 'quartz-Lantern-meadow-52-fig';
const READ_KEY = 'outbox-read-key-for-tests';

/** The token of the newest link of `kind` mailed to `to`, read through GET /outbox. */
async function mailedToken(api: TestApi, to: string, kind: string): Promise<string> {
  const response = await api.get(`/outbox?to=${encodeURIComponent(to)}&limit=5`, {
    headers: { authorization: `Bearer ${READ_KEY}` },
  });
  const { messages } = (await response.json()) as OutboxListResponse;
  const message = messages.find((candidate) => candidate.kind === kind);
  const token = /[?&]token=([\w-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link mailed to ${to}`);
  return token;
}

describe.each(testEngines)('mailed links on %s', (engine) => {
  const { api, database, clock } = useTestApi(engine, {
    now: '2026-11-20T12:00:00Z',
    settings: {
      signUpMinDurationMs: 0,
      signUpThrottle: { freePerAddress: 1000, freePerEmail: 1000 },
      outboxReadKey: READ_KEY,
    },
  });

  it('reads the outbox only with its key, newest first', async () => {
    expect((await api.get('/outbox')).status).toBe(401);
    const wrong = await api.get('/outbox', { headers: { authorization: 'Bearer nope-nope-nope' } });
    expect(wrong.status).toBe(401);
    const listed = await api.get('/outbox?limit=0', {
      headers: { authorization: `Bearer ${READ_KEY}` },
    });
    expect(listed.status).toBe(400);
  });

  it('confirms an address once, by its mailed link', async () => {
    const created = await api.send('POST', '/users', {
      email: 'verify@example.com',
      password: STRONG,
      zip_code: '98101',
    });
    const { token: session } = (await created.json()) as { token: string };
    const token = await mailedToken(api, 'verify@example.com', 'verify_email');

    const confirmed = await api.send('POST', '/account/email-verification', { token });
    expect(confirmed.status).toBe(200);
    const me = (await (
      await api.get('/users/me', { headers: { authorization: `Bearer ${session}` } })
    ).json()) as MeResponse;
    expect(me.email_verified).toBe(true);

    const again = await api.send('POST', '/account/email-verification', { token });
    expect(again.status).toBe(410);
    expect((await errorOf(again)).code).toBe('link_expired');
    const madeUp = await api.send('POST', '/account/email-verification', {
      token: 'a'.repeat(43),
    });
    expect(madeUp.status).toBe(410);
    const malformed = await api.send('POST', '/account/email-verification', { token: '<x>' });
    expect(malformed.status).toBe(400);
  });

  it('answers a reset request the same way for an account and for nobody', async () => {
    const known = await api.send('POST', '/account/password-reset-request', {
      email: 'Other@Doxo.test',
    });
    const unknown = await api.send('POST', '/account/password-reset-request', {
      email: 'nobody@example.com',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    await expect(mailedToken(api, 'other@doxo.test', 'reset_password')).resolves.toMatch(/\w+/);
    await expect(mailedToken(api, 'nobody@example.com', 'reset_password')).rejects.toThrow();
    const bad = await api.send('POST', '/account/password-reset-request', { email: 'x' });
    expect((await errorOf(bad)).fields).toHaveProperty('email');
  });

  it('resets the password once, signing out every session, and the link then fails', async () => {
    const first = await signIn(api, 'apo@doxo.test');
    const second = await signIn(api, 'apo@doxo.test');
    await api.send('POST', '/account/password-reset-request', { email: 'apo@doxo.test' });
    const token = await mailedToken(api, 'apo@doxo.test', 'reset_password');

    const weak = await api.send('POST', '/account/password-reset', { token, password: 'apo12345' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).fields).toHaveProperty('password');

    const reset = await api.send('POST', '/account/password-reset', { token, password: NEWER });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('set-cookie')).toMatch(/^doxo_session=/);
    for (const old of [first, second]) {
      expect(await (await api.get('/session', { headers: bearer(old) })).json()).toBeNull();
    }
    const oldPassword = await api.send('POST', '/session', {
      email: 'apo@doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(oldPassword.status).toBe(401);
    await expect(signIn(api, 'apo@doxo.test', NEWER)).resolves.toMatchObject({});

    const reused = await api.send('POST', '/account/password-reset', { token, password: STRONG });
    expect(reused.status).toBe(410);
    const notice = await database.handle.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('to_address', '=', 'apo@doxo.test')
      .where('kind', '=', 'password_changed')
      .executeTakeFirst();
    expect(notice?.subject).toBe('Your doxo password was changed');
  });

  it('lets a reset link expire after an hour, and only the newest link works', async () => {
    await api.send('POST', '/account/password-reset-request', { email: 'many@doxo.test' });
    const older = await mailedToken(api, 'many@doxo.test', 'reset_password');
    await api.send('POST', '/account/password-reset-request', { email: 'many@doxo.test' });
    const newer = await mailedToken(api, 'many@doxo.test', 'reset_password');
    expect(newer).not.toBe(older);
    const retired = await api.send('POST', '/account/password-reset', {
      token: older,
      password: NEWER,
    });
    expect(retired.status).toBe(410);
    clock.advance(61 * 60 * 1000);
    const late = await api.send('POST', '/account/password-reset', {
      token: newer,
      password: NEWER,
    });
    expect(late.status).toBe(410);
  });
});
