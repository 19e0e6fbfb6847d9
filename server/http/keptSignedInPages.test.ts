import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosAdapter } from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSessionCookie } from '../../src/container/pageSession.js';
import { pageCacheControl } from '../../src/routing/pageCaching.js';
import { MEMBER_SEGMENT } from '../../src/api/contracts/membershipContract.js';
import { SESSION_COOKIE_NAME } from '../../src/api/contracts/sessionContract.js';
import { systemClock } from '../clock.js';
import { defaultApiSettings, timeFrom } from '../api/apiDependencies.js';
import { sessionStandingOf } from '../api/auth/authentication.js';
import { hashSessionToken } from '../api/auth/sessionTokens.js';
import { createApiRouter } from '../api/createApiRouter.js';
import { signIn, testEngines, type SignedIn, type TestApi } from '../api/testing/startTestApi.js';
import { useTestDatabase } from '../api/testing/useTestDatabase.js';
import { createApp } from '../app.js';
import { DEMO_PASSWORD } from '../db/seed/demoUsers.js';
import { readServerConfig } from '../config.js';

// The whole server (kept pages ahead of Express, the real API on a seeded database) with Vike's
// renderPage replaced by pages that read the API as the real ones do: the session answer through
// the visitor's forwarded cookie (renderer/+onCreatePageContext.server.ts), a member's membership,
// a public answer, and, on the account page, the person's bills. Each page shows what it read and
// a count of renders, so a page given again shows an old count.
const renders = { count: 0 };
/** What the server hands renderPage that these pages read. */
type RenderRequest = Record<'apiForServer', { baseUrl: string; transport: AxiosAdapter }> & {
  headersOriginal: { cookie?: string };
  urlOriginal: string;
};
vi.mock('vike/server', () => ({
  renderPage: async ({ urlOriginal, headersOriginal, apiForServer }: RenderRequest) => {
    renders.count += 1;
    const token = readSessionCookie(headersOriginal.cookie);
    const api = axios.create({
      baseURL: apiForServer.baseUrl,
      adapter: apiForServer.transport,
      headers: token ? { Cookie: `${SESSION_COOKIE_NAME}=${token}` } : {},
    });
    const session = token
      ? (
          await api.get<{
            user: {
              email: string;
              unread_notifications: number;
              user_segment: string;
              location: { zipcode: string | null };
            };
          } | null>('/session')
        ).data
      : null;
    const membership =
      session?.user.user_segment === MEMBER_SEGMENT
        ? JSON.stringify((await api.get<{ membership: unknown }>('/membership')).data.membership)
        : 'none';
    await api.get('/directory/service_types');
    const accountPage = urlOriginal.startsWith('/u/bills');
    if (accountPage) await api.get('/bills');
    const publicPage = !accountPage;
    return {
      config: { publicPage },
      httpResponse: {
        statusCode: 200,
        headers: [
          ['Content-Type', 'text/html;charset=utf-8'],
          ['Cache-Control', pageCacheControl({ config: { publicPage }, hasSessionCookie: token !== null })],
          ['Vary', 'Cookie'],
        ],
        getBody: async () =>
          `<!DOCTYPE html><html><body><p>render ${renders.count}</p>` +
          `<p>user ${session?.user.email ?? 'signed out'}</p>` +
          `<p>unread ${session?.user.unread_notifications ?? '-'}</p>` +
          `<p>zip ${session?.user.location.zipcode ?? '-'}</p>` +
          `<p>membership ${membership}</p></body></html>`,
      },
    };
  },
}));

/** The API of the server at `base`, as the API suites' sign-in reaches it. */
const apiAt = (base: string): TestApi => ({
  baseUrl: `${base}/api`,
  get: (path, init) => fetch(`${base}/api${path}`, init),
  send: (method, path, body, headers = {}) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  close: async () => {},
});

describe.each(testEngines)('kept signed-in pages on %s', (engine) => {
  const database = useTestDatabase(engine);
  let server: Server;
  let close: () => Promise<void>;
  let base: string;
  let demo: SignedIn;
  let other: SignedIn;

  /** A page as the browser gets it, and whether it was rendered for this request. */
  const get = async (path: string, who: SignedIn | undefined, cookie = '') => {
    const before = renders.count;
    const response = await fetch(`${base}${path}`, {
      headers: { cookie: [who?.cookie, cookie].filter(Boolean).join('; ') },
    });
    return { response, body: await response.text(), rendered: renders.count > before };
  };
  /** A change the person makes in the browser: their cookie and the session's CSRF token. */
  const change = (who: SignedIn, method: string, path: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: {
        cookie: who.cookie,
        'x-csrf-token': who.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** The page rendered, then kept: the second visit is given without a render. */
  const kept = async (path: string, who: SignedIn) => {
    const first = await get(path, who);
    const again = await get(path, who);
    expect(first.rendered).toBe(true);
    expect(again.rendered).toBe(false);
    expect(again.body).toBe(first.body);
    return again;
  };

  beforeAll(async () => {
    const apiRouter = createApiRouter({
      db: database.handle.db,
      settings: defaultApiSettings,
      log: () => {},
      ...timeFrom(systemClock),
    });
    const app = await createApp({
      config: readServerConfig({ NODE_ENV: 'production' }),
      log: () => {},
      apiRouter,
    });
    close = app.close;
    server = createServer(app.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const api = apiAt(base);
    demo = await signIn(api, 'demo@doxo.test');
    other = await signIn(api, 'other@doxo.test');
    // Until the maintenance switch and the data version are read, nothing is kept.
    for (let tries = 0; tries < 100; tries += 1) {
      const { response } = await get('/warm-up', demo);
      if (response.headers.get('cache-status') === 'signed-in-pages; fwd=miss') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await close?.();
  });

  it('gives each person only the page rendered for their own session', async () => {
    const path = '/u/biller/two-people';
    const demoPage = await kept(path, demo);
    expect(demoPage.body).toContain('user demo@doxo.test');
    expect(demoPage.response.headers.get('cache-status')).toBe('signed-in-pages; hit');
    expect(demoPage.response.headers.get('cache-control')).toBe('private, no-store');
    expect(demoPage.response.headers.get('etag')).toBeNull();
    const otherFirst = await get(path, other);
    expect(otherFirst.rendered).toBe(true);
    expect(otherFirst.body).toContain('user other@doxo.test');
    expect(otherFirst.response.headers.get('cache-status')).toBe('signed-in-pages; fwd=miss');
    const otherPage = await get(path, other);
    expect(otherPage.rendered).toBe(false);
    expect(otherPage.body).toContain('user other@doxo.test');
    for (let turn = 0; turn < 3; turn += 1) {
      expect((await get(path, demo)).body).toBe(demoPage.body);
      expect((await get(path, other)).body).toBe(otherPage.body);
    }
    // A second session of the same person is a session of its own; signed out is another page.
    const demoAgain = await signIn(apiAt(base), 'demo@doxo.test');
    expect((await get(path, demoAgain)).rendered).toBe(true);
    expect((await get(path, undefined)).body).toContain('user signed out');
    // The sidebar's remembered choice is part of what is shown: another page.
    expect((await get(path, demo, 'doxo_sidebar=collapsed')).rendered).toBe(true);
    expect((await get(path, demo, 'doxo_sidebar=collapsed')).rendered).toBe(false);
  });

  it('never keeps an account page that reads the person’s own data', async () => {
    expect((await get('/u/bills', demo)).rendered).toBe(true);
    const again = await get('/u/bills', demo);
    expect(again.rendered).toBe(true);
    expect(again.response.headers.get('cache-status')).toBe('signed-in-pages; fwd=miss');
  });

  it('sees a new notification on the very next request', async () => {
    const path = '/u/biller/notified';
    const before = await kept(path, demo);
    await database.handle.db
      .insertInto('notifications')
      .values({
        user_id: demo.userId,
        kind: 'bill_due_soon',
        event_key: `kept-pages-${engine}-${Date.now()}`,
        title: 'A bill is due',
        body: 'Pay it soon.',
        link_path: '/u/bills',
        in_app: true,
        outbox_message_id: null,
        created_at: new Date(),
      })
      .execute();
    const after = await get(path, demo);
    expect(after.rendered).toBe(true);
    expect(after.body).not.toBe(before.body);
    expect((await get(path, demo)).rendered).toBe(false);
  });

  it('sees a ZIP code change on the very next request', async () => {
    const path = '/u/biller/moved';
    await kept(path, demo);
    expect((await change(demo, 'PATCH', '/users/me', { zip_code: '10001' })).status).toBe(200);
    const after = await get(path, demo);
    expect(after.rendered).toBe(true);
    expect(after.body).toContain('zip 10001');
  });

  it('sees a membership change on the very next request', async () => {
    const path = '/u/biller/membership';
    const before = await kept(path, demo);
    expect(before.body).not.toContain('membership none');
    expect((await change(demo, 'POST', '/membership/cancel')).status).toBeLessThan(300);
    const after = await get(path, demo);
    expect(after.rendered).toBe(true);
    const membershipShown = (body: string) => /<p>membership .*<\/p>/.exec(body)?.[0];
    expect(membershipShown(after.body)).not.toBe(membershipShown(before.body));
    await change(demo, 'POST', '/membership/cancel/undo');
  });

  it('sees a password change, which signs out every other session, on the very next request', async () => {
    const path = '/u/biller/new-password';
    const changing = await signIn(apiAt(base), 'apo@doxo.test');
    const elsewhere = await signIn(apiAt(base), 'apo@doxo.test');
    await kept(path, changing);
    await kept(path, elsewhere);
    const changed = await change(changing, 'POST', '/users/me/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'a much longer passphrase for apo, 2026',
    });
    expect(changed.status).toBe(204);
    const signedOutElsewhere = await get(path, elsewhere);
    expect(signedOutElsewhere.rendered).toBe(true);
    expect(signedOutElsewhere.body).toContain('user signed out');
    expect((await get(path, changing)).rendered).toBe(true);
  });

  it('notes a kept page given as a use of the session, for its "last seen"', async () => {
    // docs/product.md#active-sessions: the cache asks where the session stands before giving a
    // page, and that reading writes "last seen" as every other use of the session does.
    const tokenHash = hashSessionToken(readSessionCookie(demo.cookie) ?? '');
    const later = new Date(Date.now() + 10 * 60 * 1000);
    const { db } = database.handle;
    expect(await sessionStandingOf({ db, now: () => later }, tokenHash)).toMatchObject({
      tokenHash,
    });
    const session = await db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at?.getTime()).toBe(later.getTime());
  });

  it('sees a sign-out on the very next request, even with the old cookie', async () => {
    const path = '/u/biller/signing-out';
    await kept(path, other);
    expect((await change(other, 'DELETE', '/session')).status).toBe(204);
    const after = await get(path, other);
    expect(after.rendered).toBe(true);
    expect(after.body).toContain('user signed out');
  });
});
