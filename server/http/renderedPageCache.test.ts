import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosAdapter } from 'axios';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionCookie } from '../../src/container/pageSession.js';
import { pageCacheControl } from '../../src/routing/pageCaching.js';
import {
  chainAddress,
  hopsBefore,
  nextHop,
  readHopChain,
  type RedirectHopsRecord,
} from '../../src/routing/redirectHops.js';
import type { ApiRouter } from '../api/createApiRouter.js';
import { countingPublicAnswers, fakeSwitch, openCacheDatabase } from '../api/testing/countingPublicAnswers.js';
import { createApp } from '../app.js';
import { readServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/openDatabase.js';
import {
  createRenderedPageCache,
  mayUseRenderedPageCache,
  type KeptPage,
  type PageRender,
} from './renderedPageCache.js';

// The server in front of Vike, with Vike's renderPage replaced by pages that read the API through
// the transport the server hands them, as the real +data hooks do: each page shows how many times
// the API computed its answer, so a page given again shows an old number.
const renders = { count: 0 };
vi.mock('vike/server', () => ({
  renderPage: async (pageContextInit: {
    urlOriginal: string;
    headersOriginal: { cookie?: string };
    contentSecurityPolicy: string;
    redirectHops: RedirectHopsRecord;
    apiForServer: { baseUrl: string; transport: AxiosAdapter };
  }) => {
    renders.count += 1;
    const { urlOriginal, headersOriginal, apiForServer, redirectHops } = pageContextInit;
    const pathname = chainAddress(urlOriginal);
    const cookie = headersOriginal.cookie;
    const api = axios.create({ baseURL: apiForServer.baseUrl, adapter: apiForServer.transport });
    if (pathname === '/old-address') {
      // A redirect, as src/routing/redirectWithinHopLimit.ts records it.
      redirectHops.next = nextHop(hopsBefore(readHopChain(cookie), pathname), '/public');
      return {
        urlParsed: { pathnameOriginal: pathname },
        httpResponse: {
          statusCode: 301,
          headers: [['Location', '/public']],
          getBody: async () => '',
        },
      };
    }
    const endpoint = pathname === '/private-data' ? '/insights/private' : '/insights/count';
    const { computed } = (await api.get<{ computed: number }>(endpoint)).data;
    const headers: [string, string][] = [
      ['Content-Type', 'text/html;charset=utf-8'],
      [
        'cache-control',
        pageCacheControl({
          config: { publicPage: true },
          hasSessionCookie: readSessionCookie(cookie) !== null,
        }),
      ],
      ['Vary', 'Cookie'],
      ['Content-Security-Policy', pageContextInit.contentSecurityPolicy],
    ];
    if (pathname === '/sets-cookie') headers.push(['Set-Cookie', 'seen=1; Path=/']);
    return {
      urlParsed: { pathnameOriginal: pathname },
      httpResponse: {
        statusCode: 200,
        headers,
        // /same-page reads the API but shows nothing of it: the same body, the same ETag.
        getBody: async () =>
          `<!DOCTYPE html><html><head></head><body>` +
          (pathname === '/same-page' ? '' : `<p>computed ${computed}</p>`) +
          // A page as large as real ones is worth compressing.
          (pathname === '/large-page' ? '<p>Most Common Billers in USA</p>'.repeat(200) : '') +
          `<script>hydrate()</script></body></html>`,
      },
    };
  },
}));

describe('the rendered-page cache', () => {
  let database: DatabaseHandle;
  let server: Server;
  let base: string;
  let clock = 1_000_000;
  const maintenance = fakeSwitch(false);
  const logLines: string[] = [];

  /** A page as the browser gets it, and whether the cache gave it (the access log says). */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const rendersBefore = renders.count;
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
    const body = await response.text();
    return {
      response,
      body,
      rendered: renders.count > rendersBefore,
      logged: () => {
        const id = response.headers.get('x-request-id') ?? 'no id';
        return logLines.find((line) => line.includes(id));
      },
    };
  };

  /** The answer as sent: status, headers and the bytes of the body, however encoded. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      }).on('error', reject);
    });

  beforeAll(async () => {
    database = await openCacheDatabase();
    const { router, publicAnswers } = countingPublicAnswers({
      db: database.db,
      maintenance,
      now: () => clock,
      routes: {
        '/insights/count': { cacheControl: 'public, max-age=300' },
        '/insights/private': { cacheControl: 'private, no-store' },
      },
    });
    const apiRouter = Object.assign(router, { publicAnswers }) as unknown as ApiRouter;
    const { app } = await createApp({
      config: readServerConfig({ NODE_ENV: 'production' }),
      log: (line) => logLines.push(line),
      apiRouter,
    });
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await database?.close();
  });

  beforeEach(async () => {
    // A refresh between tests: each starts with nothing kept.
    await sql`UPDATE insight_refreshes SET as_of = as_of + interval '1 day'`.execute(database.db);
    clock += 2_001;
    await get('/warm-up');
  });

  it('gives a public page again, exactly as rendered, until a refresh moves as_of', async () => {
    const first = await get('/public?x=1');
    expect(first.rendered).toBe(true);
    const again = await get('/public?x=1');
    expect(again.rendered).toBe(false);
    expect(again.body).toBe(first.body);
    for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'content-length']) {
      expect(again.response.headers.get(name)).toBe(first.response.headers.get(name));
    }
    // The policy allows the page's inline script by its hash, as the render's did.
    expect(again.response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(again.response.headers.get('content-security-policy')).toBe(
      first.response.headers.get('content-security-policy'),
    );
    // The answer's own headers are its own.
    expect(again.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
    expect(again.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.logged()).toContain('"page_cache":"hit"');
    expect(again.response.headers.get('cache-status')).toBe('rendered-pages; hit');
    expect(first.response.headers.get('cache-status')).toBe('rendered-pages; fwd=miss');
    expect(first.logged()).not.toContain('page_cache');
    // Another query is another page.
    expect((await get('/public?x=2')).rendered).toBe(true);
    // A revalidation still gets its 304 (fetch would add no-cache to a bare If-None-Match).
    const revalidated = await get('/public?x=1', {
      'If-None-Match': first.response.headers.get('etag') ?? '',
      'Cache-Control': 'max-age=0',
    });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.rendered).toBe(false);

    // The refresh is seen once the last read of as_of is two seconds old; the page is new.
    await sql`UPDATE insight_refreshes SET as_of = as_of + interval '1 day'`.execute(database.db);
    expect((await get('/public?x=1')).rendered).toBe(false);
    clock += 2_001;
    const afterRefresh = await get('/public?x=1');
    expect(afterRefresh.rendered).toBe(true);
    expect(afterRefresh.body).not.toBe(first.body);
    // That render began before the new version was read: the next one is kept.
    expect((await get('/public?x=1')).rendered).toBe(true);
    const keptAgain = await get('/public?x=1');
    expect(keptAgain.rendered).toBe(false);
    expect(keptAgain.body).toBe(afterRefresh.body);
  });

  it('gives a kept page before the app, with every header of its render, compressed once', async () => {
    const first = await rawGet('/large-page', { 'Accept-Encoding': 'identity' });
    const rendersAfterFirst = renders.count;
    const again = await rawGet('/large-page', { 'Accept-Encoding': 'identity' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['content-encoding']).toBeUndefined();
    // The same headers, security headers included, but those of the answer itself.
    const ownHeaders = ['date', 'x-request-id', 'cache-status', 'connection', 'keep-alive'];
    for (const [name, value] of Object.entries(first.headers)) {
      if (!ownHeaders.includes(name)) expect([name, again.headers[name]]).toEqual([name, value]);
    }
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    expect(first.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['cache-status']).toBe('rendered-pages; hit');

    // Gzipped at once for a browser that takes gzip; brotli once made, for one that takes it.
    const gzipped = await rawGet('/large-page', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).equals(first.body)).toBe(true);
    let brotli = await rawGet('/large-page', { 'Accept-Encoding': 'gzip, deflate, br' });
    for (let tries = 0; brotli.headers['content-encoding'] !== 'br' && tries < 50; tries += 1) {
      expect(brotli.headers['content-encoding']).toBe('gzip');
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await rawGet('/large-page', { 'Accept-Encoding': 'gzip, deflate, br' });
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(first.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);

    // A revalidation of the copy the browser has: 304, no content, its ETag and id.
    const revalidated = await rawGet('/large-page', {
      'If-None-Match': String(first.headers.etag),
      'Accept-Encoding': 'gzip',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
    expect(revalidated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(renders.count).toBe(rendersAfterFirst);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const hits = logLines.filter((line) => line.includes('"page_cache":"hit"'));
    expect(hits.some((line) => line.includes(String(revalidated.headers['x-request-id'])))).toBe(true);
  });

  it('keeps nothing from a render that answered a revalidation with a 304', async () => {
    const first = await get('/same-page');
    const etag = first.response.headers.get('etag') ?? '';
    // A refresh drops the kept page; a browser then revalidates the copy it has.
    await sql`UPDATE insight_refreshes SET as_of = as_of + interval '1 day'`.execute(database.db);
    clock += 2_001;
    await get('/warm-up');
    const revalidation = { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
    const revalidated = await get('/same-page', revalidation);
    expect(revalidated.rendered).toBe(true);
    expect(revalidated.response.status).toBe(304);
    // The next visitor gets the whole page, rendered; the one after, the same page kept.
    for (const expected of [true, false]) {
      const next = await get('/same-page');
      expect(next.rendered).toBe(expected);
      expect(next.response.status).toBe(200);
      expect(next.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(next.body).toBe(first.body);
    }
  });

  it('is neither read nor filled for a signed-in visitor, nor for any request with a cookie', async () => {
    const signedIn = { Cookie: 'doxo_session=a-session-token' };
    const first = await get('/public', signedIn);
    expect(first.rendered).toBe(true);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    // Not filled: the next visitor without a cookie gets a render of their own.
    expect((await get('/public')).rendered).toBe(true);
    // Kept now for visitors without cookies, but not read for the signed-in one.
    expect((await get('/public')).rendered).toBe(false);
    const again = await get('/public', signedIn);
    expect(again.rendered).toBe(true);
    // Only the signed-in pages' own cache may look at it (server/http/signedInPageCache.ts).
    expect(again.response.headers.get('cache-status')).toBe('signed-in-pages; fwd=miss');
    expect(again.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/public', { Cookie: 'doxo_sidebar=collapsed' })).rendered).toBe(true);
  });

  it('never keeps a page that sets a cookie, is private or was built on a private answer', async () => {
    for (const path of ['/sets-cookie', '/private-data']) {
      expect((await get(path)).rendered).toBe(true);
      expect((await get(path)).rendered).toBe(true);
    }
  });

  it('keeps the redirect chain count working: hop cookies are set, read and cleared', async () => {
    // /public is kept for visitors without cookies.
    await get('/public');
    expect((await get('/public')).rendered).toBe(false);

    const redirect = await get('/old-address');
    expect(redirect.response.status).toBe(301);
    const hopCookie = redirect.response.headers.get('set-cookie') ?? '';
    expect(hopCookie).toMatch(/^doxo_route_hops=1\.%2Fpublic;/);
    expect(redirect.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/old-address')).rendered).toBe(true);

    // The redirected request carries the count: rendered for it, the chain's end cleared.
    const landed = await get('/public', { Cookie: hopCookie.split(';')[0] ?? '' });
    expect(landed.rendered).toBe(true);
    expect(landed.response.headers.get('set-cookie')).toMatch(/^doxo_route_hops=; Max-Age=0/);
    expect(landed.response.headers.get('cache-control')).toBe('private, no-store');
    // What the chain's end rendered was not kept in place of the public page.
    const next = await get('/public');
    expect(next.rendered).toBe(false);
    expect(next.response.headers.get('set-cookie')).toBeNull();
  });

  it('gives nothing kept while the API is in maintenance', async () => {
    await get('/public');
    expect((await get('/public')).rendered).toBe(false);
    maintenance.value = true;
    try {
      expect((await get('/public')).rendered).toBe(true);
    } finally {
      maintenance.value = false;
    }
    expect((await get('/public')).rendered).toBe(false);
  });
});

describe('createRenderedPageCache', () => {
  const page = (size: number): KeptPage => ({
    headers: [],
    inlineHashes: { scripts: [], styles: [] },
    body: Buffer.alloc(size),
    etag: undefined,
  });
  /** A cache over a version the test sets, and renders that made no API call. */
  const cacheAt = (limits: { maxBytes?: number; maxPages?: number }) => {
    const state = { version: 'v1' as string | undefined };
    const cache = createRenderedPageCache({
      publicAnswers: { currentVersion: () => state.version },
      transport: Object.assign(() => Promise.reject(new Error('no API here')), {
        reportingTo: () => () => Promise.reject(new Error('no API here')),
      }),
      ...limits,
    });
    return { cache, state, render: () => cache.startRender() as PageRender };
  };

  it('drops the least recently given pages beyond its bounds', () => {
    const { cache, render } = cacheAt({ maxPages: 2, maxBytes: 1_000 });
    cache.keep('/a', render(), page(10));
    cache.keep('/b', render(), page(10));
    expect(cache.find('/a')).toBeDefined();
    cache.keep('/c', render(), page(10));
    expect(cache.find('/b')).toBeUndefined();
    expect(cache.find('/a')).toBeDefined();
    expect(cache.find('/c')).toBeDefined();
    cache.keep('/d', render(), page(991));
    expect(cache.find('/a')).toBeUndefined();
    expect(cache.find('/c')).toBeUndefined();
    expect(cache.find('/d')).toBeDefined();
    cache.keep('/too-large', render(), page(1_001));
    expect(cache.find('/too-large')).toBeUndefined();
  });

  it('keeps nothing rendered across a change of version, nor while none is known', () => {
    const { cache, state, render } = cacheAt({});
    const before = render();
    state.version = 'v2';
    cache.keep('/a', before, page(10));
    expect(cache.find('/a')).toBeUndefined();
    cache.keep('/a', render(), page(10));
    expect(cache.find('/a')).toBeDefined();
    state.version = undefined;
    expect(cache.startRender()).toBeUndefined();
    expect(cache.find('/a')).toBeUndefined();
  });

  it('keeps no page one of whose API calls is not a public answer of its version', async () => {
    /** The version the next answer is of; 'none yet' leaves the call unanswered. */
    let answerVersion: string | undefined = 'v1';
    const cache = createRenderedPageCache({
      publicAnswers: { currentVersion: () => 'v1' },
      transport: Object.assign(() => Promise.reject(new Error('unused')), {
        reportingTo: (observe: (version: string | undefined) => void) => async () => {
          if (answerVersion === 'none yet') return new Promise<never>(() => {});
          observe(answerVersion);
          return undefined as never;
        },
      }),
    });
    const call = (render: PageRender) => render.transport({} as never);
    const startRender = () => cache.startRender() as PageRender;
    const render = startRender();
    await call(render);
    expect(render.builtOnPublicAnswers()).toBe(true);
    answerVersion = 'v0';
    await call(render);
    expect(render.builtOnPublicAnswers()).toBe(false);
    cache.keep('/a', render, page(10));
    expect(cache.find('/a')).toBeUndefined();
    // So does a call still unanswered when the page was done, and a private answer.
    const unanswered = startRender();
    await call(unanswered);
    answerVersion = 'none yet';
    void call(unanswered);
    expect(unanswered.builtOnPublicAnswers()).toBe(false);
    const withPrivateAnswer = startRender();
    answerVersion = undefined;
    await call(withPrivateAnswer);
    expect(withPrivateAnswer.builtOnPublicAnswers()).toBe(false);
  });
});

describe('mayUseRenderedPageCache', () => {
  it('serves and keeps only cookieless GETs that no host shell asked for', () => {
    expect(mayUseRenderedPageCache({ method: 'GET', headers: {} })).toBe(true);
    expect(mayUseRenderedPageCache({ method: 'HEAD', headers: {} })).toBe(false);
    expect(mayUseRenderedPageCache({ method: 'GET', headers: { cookie: 'a=1' } })).toBe(false);
    // A host's page carries its chrome and its visitor: never anyone else's copy.
    expect(mayUseRenderedPageCache({ method: 'GET', headers: { 'x-shell-context': 'a.b.c' } })).toBe(false);
  });
});
