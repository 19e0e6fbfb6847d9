import { describe, expect, it } from 'vitest';
import type { OutboxListResponse } from '../../src/api/contracts/accountContract.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import { errorOf, testEngines, useTestApi, type TestApi } from './testing/useTestApi.js';

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
  const { api, clock, signIn, mailTo } = useTestApi(engine, {
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
    const first = await signIn('apo@doxo.test');
    const second = await signIn('apo@doxo.test');
    await api.send('POST', '/account/password-reset-request', { email: 'apo@doxo.test' });
    const token = await mailedToken(api, 'apo@doxo.test', 'reset_password');

    const weak = await api.send('POST', '/account/password-reset', { token, password: 'apo12345' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).fields).toHaveProperty('password');

    const reset = await api.send('POST', '/account/password-reset', { token, password: NEWER });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('set-cookie')).toMatch(/^doxo_session=/);
    for (const old of [first, second]) {
      expect(await (await old.get('/session')).json()).toBeNull();
    }
    const oldPassword = await api.send('POST', '/session', {
      email: 'apo@doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(oldPassword.status).toBe(401);
    await expect(signIn('apo@doxo.test', NEWER)).resolves.toMatchObject({});

    const reused = await api.send('POST', '/account/password-reset', { token, password: STRONG });
    expect(reused.status).toBe(410);
    const [notice] = await mailTo('apo@doxo.test', 'password_changed');
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

  /** A new account, signed in by its Bearer token. */
  async function signUpFresh(email: string): Promise<Record<string, string>> {
    const created = await api.send('POST', '/users', {
      email,
      password: STRONG,
      zip_code: '98101',
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    return { authorization: `Bearer ${token}` };
  }

  /** Asks for the session's address to change to `newEmail`, with the password given. */
  function askEmailChange(
    session: Record<string, string>,
    newEmail: string,
    currentPassword = STRONG,
  ): Promise<Response> {
    return api.send('POST', '/users/me/email', { new_email: newEmail, current_password: currentPassword }, session);
  }

  async function meOf(headers: Record<string, string>): Promise<MeResponse> {
    return (await (await api.get('/users/me', { headers })).json()) as MeResponse;
  }

  it('changes the address only once the link mailed to the new one is followed', async () => {
    const session = await signUpFresh('mover@example.com');
    const asked = await askEmailChange(session, ' Moved@Example.com ');
    expect(asked.status).toBe(202);
    const requested = (await asked.json()) as { status: string; message: string };
    expect(requested.status).toBe('email_change_requested');
    expect((await meOf(session)).email).toBe('mover@example.com');

    const token = await mailedToken(api, 'moved@example.com', 'confirm_email_change');
    const [outbox] = await mailTo('moved@example.com');
    expect(outbox?.text_body).toContain(`http://localhost:3000/u/confirm-email?token=${token}`);
    expect(outbox?.html_body).toContain(`href="http://localhost:3000/u/confirm-email?token=${token}"`);

    const confirmed = await api.send('POST', '/account/email-change', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'email_changed', email: 'moved@example.com' });
    const me = await meOf(session);
    expect(me).toMatchObject({ email: 'moved@example.com', email_verified: true });
    const [notice] = await mailTo('mover@example.com', 'email_changed');
    expect(notice?.text_body).toContain('moved@example.com');

    const reused = await api.send('POST', '/account/email-change', { token });
    expect(reused.status).toBe(410);
    expect((await errorOf(reused)).code).toBe('link_expired');
    // The old address no longer signs in; the new one does.
    expect((await api.send('POST', '/session', { email: 'mover@example.com', password: STRONG })).status).toBe(401);
    await expect(signIn('moved@example.com', STRONG)).resolves.toMatchObject({});
  });

  it('refuses bad, same and unproved changes by field, and never tells a taken address apart', async () => {
    const session = await signUpFresh('asker@example.com');
    const bad = await askEmailChange(session, 'not-an-address', '');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      new_email: 'Enter an email address like name@example.com.',
      current_password: 'Enter your current password.',
    });
    const same = await askEmailChange(session, 'ASKER@example.com');
    expect((await errorOf(same)).fields).toEqual({
      new_email: 'This is already your email address.',
    });
    const wrong = await askEmailChange(session, 'free@example.com', 'not-my-password');
    expect((await errorOf(wrong)).fields).toHaveProperty('current_password');
    await expect(mailedToken(api, 'free@example.com', 'confirm_email_change')).rejects.toThrow();

    const taken = await askEmailChange(session, 'other@doxo.test');
    const free = await askEmailChange(session, 'free@example.com');
    expect(taken.status).toBe(202);
    expect(free.status).toBe(202);
    const answerOf = async (response: Response) =>
      ((await response.json()) as { message: string }).message.replace(/\S+@\S+/, 'X');
    expect(await answerOf(taken)).toBe(await answerOf(free));
    // The owner of the taken address hears of it; no link goes there.
    await expect(mailedToken(api, 'other@doxo.test', 'confirm_email_change')).rejects.toThrow();
    const told = await mailTo('other@doxo.test', 'email_change_taken');
    expect(told).toHaveLength(1);
    expect((await api.send('POST', '/users/me/email', { new_email: 'a@b.co' })).status).toBe(401);
  });

  it('lets an email-change link expire after a day; a newer request retires the older link', async () => {
    const session = await signUpFresh('slow@example.com');
    const ask = (to: string) => askEmailChange(session, to);
    await ask('first-choice@example.com');
    const older = await mailedToken(api, 'first-choice@example.com', 'confirm_email_change');
    await ask('second-choice@example.com');
    const newer = await mailedToken(api, 'second-choice@example.com', 'confirm_email_change');
    expect((await api.send('POST', '/account/email-change', { token: older })).status).toBe(410);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await api.send('POST', '/account/email-change', { token: newer })).status).toBe(410);
    expect((await meOf(session)).email).toBe('slow@example.com');
  });

  it('fails the link when the address was taken after it was mailed', async () => {
    const session = await signUpFresh('racer@example.com');
    await askEmailChange(session, 'contested@example.com');
    const token = await mailedToken(api, 'contested@example.com', 'confirm_email_change');
    await signUpFresh('contested@example.com');
    const late = await api.send('POST', '/account/email-change', { token });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe('email_taken');
    expect((await meOf(session)).email).toBe('racer@example.com');
  });

  it('mails the confirmation link again, a few times an hour, and only while unconfirmed', async () => {
    const session = await signUpFresh('again@example.com');
    const first = await mailedToken(api, 'again@example.com', 'verify_email');
    const resend = () => api.send('POST', '/users/me/email-verification', undefined, session);
    const answered = await resend();
    expect(answered.status).toBe(202);
    expect(((await answered.json()) as { status: string }).status).toBe('verification_sent');
    const second = await mailedToken(api, 'again@example.com', 'verify_email');
    expect(second).not.toBe(first);
    // The newest link works; the earlier one was retired.
    expect((await api.send('POST', '/account/email-verification', { token: first })).status).toBe(410);
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const third = await mailedToken(api, 'again@example.com', 'verify_email');
    expect((await api.send('POST', '/account/email-verification', { token: third })).status).toBe(200);
    clock.advance(61 * 60 * 1000);
    const done = await resend();
    expect(done.status).toBe(409);
    expect((await errorOf(done)).code).toBe('email_already_verified');
    expect((await api.send('POST', '/users/me/email-verification')).status).toBe(401);
  });
});
