import { beforeAll, describe, expect, it } from 'vitest';
import type { SignUpResponse } from '../../src/api/contracts/accountContract.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import { DELIVER_MAIL_JOB } from '../mail/outbox.js';
import { defaultApiSettings } from './apiDependencies.js';
import { errorOf, testEngines, useTestApi, type TestApi } from './testing/useTestApi.js';

const STRONG = 'violet-canoe-Harbor-71-mint';

type SignUpOptions = { password?: string; zipCode?: string; to?: TestApi };

describe.each(testEngines)('sign-up on %s', (engine) => {
  const { api, database, startAnother, mailTo } = useTestApi(engine, {
    settings: {
      signUpMinDurationMs: 0,
      signUpThrottle: { freePerAddress: 1000, freePerEmail: 1000 },
      publicOrigin: 'https://bills.example',
    },
  });
  let throttled: TestApi;
  /** A sign-up, with a strong password and a Seattle ZIP code unless given others. */
  const signUp = (email: string, { password = STRONG, zipCode = '98101', to = api }: SignUpOptions = {}) =>
    to.send('POST', '/users', { email, password, zip_code: zipCode });

  beforeAll(async () => {
    throttled = await startAnother({
      signUpMinDurationMs: 0,
      signUpThrottle: { freePerAddress: 2, freePerEmail: 1000 },
      // A minute's wait after the free ones: on a busy machine one sign-up's password hashing
      // can outlast the default first second, which would let the third through.
      signInThrottle: { ...defaultApiSettings.signInThrottle, baseDelayMs: 60_000 },
    });
  });

  it('creates the account signed in, placed by its ZIP code, with no bills, and mails a link', async () => {
    const response = await signUp(' New.Person@Example.com ');
    expect(response.status).toBe(201);
    const body = (await response.json()) as SignUpResponse;
    if (body.status !== 'created') throw new Error('expected a created account');
    expect(response.headers.get('set-cookie')).toMatch(/^doxo_session=[\w-]+; Path=\/; HttpOnly/);
    expect(body.user).toMatchObject({
      email: 'new.person@example.com',
      email_verified: false,
      bills_count: 0,
      wallet_count: 0,
      location: { state: 'wa', county: 'king', zipcode: '98101' },
    });
    expect(body.user.location.hierarchy).toMatch(/^\/usa\/wa\/[^/]+\/king\/[^/]+\/98101$/);

    const me = await api.get('/users/me', { headers: { authorization: `Bearer ${body.token}` } });
    expect(((await me.json()) as MeResponse).user_id).toBe(body.user.user_id);

    const [mail] = await mailTo('new.person@example.com');
    expect(mail).toMatchObject({ kind: 'verify_email', user_id: body.user.user_id });
    expect(mail?.text_body).toMatch(/https:\/\/bills\.example\/u\/verify-email\?token=[\w-]+/);
    expect(mail?.html_body).toContain('href="https://bills.example/u/verify-email?token=');
    const jobs = await database.handle.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', DELIVER_MAIL_JOB)
      .execute();
    expect(jobs.map((job) => job.payload)).toContainEqual({ messageId: Number(mail?.id) });
  });

  it('names each field that needs fixing, and creates nothing', async () => {
    const response = await signUp('not-an-email', { password: 'password1', zipCode: '1234' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_fields');
    expect(error.fields).toEqual({
      email: expect.stringMatching(/email address like/) as unknown,
      password: expect.stringMatching(/too easy to guess/) as unknown,
      zip_code: expect.stringMatching(/5-digit/) as unknown,
    });

    const unknownZip = await signUp('nowhere@example.com', { zipCode: '00000' });
    expect((await errorOf(unknownZip)).fields).toEqual({
      zip_code: expect.stringMatching(/don’t know this ZIP/) as unknown,
    });
    const ownEmail = await signUp('harborcanoe@example.com', { password: 'harborcanoe98101' });
    expect((await errorOf(ownEmail)).fields?.password).toMatch(/too easy/);
    const users = await database.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['nowhere@example.com', 'harborcanoe@example.com'])
      .execute();
    expect(users).toEqual([]);
  });

  it('answers an address that has an account with "check your inbox" and mails its owner', async () => {
    const response = await signUp('demo@doxo.test', { zipCode: '10001' });
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as SignUpResponse;
    expect(body).toEqual({ status: 'check_email', message: expect.any(String) as unknown });
    expect(JSON.stringify(body)).not.toMatch(/exist|taken|already/i);
    const [mail] = await mailTo('demo@doxo.test');
    expect(mail?.kind).toBe('already_registered');
    expect(mail?.text_body).toContain('https://bills.example/u/forgot-password');
    // The account is untouched: its ZIP code is still its own.
    const demo = await database.handle.db
      .selectFrom('users')
      .select('zip_code')
      .where('email', '=', 'demo@doxo.test')
      .executeTakeFirstOrThrow();
    expect(demo.zip_code).toBe('98101');
  });

  it('takes the page’s form without JavaScript, from this site only', async () => {
    const form = (fields: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${api.baseUrl}/users`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const created = await form(
      { email: 'form@example.com', password: STRONG, zip_code: '98101', return_to: '/u/wallet' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/u/wallet');
    expect(created.headers.get('set-cookie')).toMatch(/^doxo_session=/);

    const weak = await form(
      { email: 'form2@example.com', password: 'password1', zip_code: '98101' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(weak.status).toBe(303);
    const back = new URL(weak.headers.get('location') ?? '', 'http://x');
    expect(back.pathname).toBe('/u/sign-up');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      email: 'form2@example.com',
      zip_code: '98101',
      problem_password: 'password_weak',
    });

    const foreign = await form(
      {
        email: 'form3@example.com',
        password: STRONG,
        zip_code: '98101',
        return_to: '//evil.example',
      },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(foreign.status).toBe(403);
    const offsite = await form(
      {
        email: 'form4@example.com',
        password: STRONG,
        zip_code: '98101',
        return_to: '//evil.example',
      },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(offsite.headers.get('location')).toBe('/u/bills');
  });

  it('slows sign-ups from one address after the free ones', async () => {
    // The other tests' sign-ups came from the same address: start this one's count afresh.
    await database.handle.db.deleteFrom('login_throttles').execute();
    const attempt = (email: string) => signUp(email, { to: throttled });
    expect((await attempt('t1@example.com')).status).toBe(201);
    expect((await attempt('demo@doxo.test')).status).toBe(202);
    const third = await attempt('t3@example.com');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes as long to answer a taken address as a new one', async () => {
    const timed = await startAnother({
      signUpMinDurationMs: 600,
      signUpThrottle: { freePerAddress: 1000, freePerEmail: 1000 },
    });
    const time = async (email: string) => {
      const started = performance.now();
      await signUp(email, { to: timed });
      return performance.now() - started;
    };
    const taken = await time('other@doxo.test');
    const fresh = await time('timing@example.com');
    expect(taken).toBeGreaterThanOrEqual(590);
    expect(fresh).toBeGreaterThanOrEqual(590);
  });
});
