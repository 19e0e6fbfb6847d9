import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from '../tests/startTestHttpServer.js';
import { createHostApp, safeReturnPath } from './createHostApp.js';
import type { HostConfig } from './hostConfig.js';

// The host against a stand-in for the micro-app on a real socket: what the host sends it, and
// what it makes of the answers. The real micro-app behind a real host runs in
// e2e/hostShell.spec.ts.
const secret = 'host-test-secret-0123456789abcdef0123';
let upstream: TestHttpServer;
let host: Server;
let hostURL: string;
const seen: { context?: string | undefined; cookie?: string | undefined } = {};

const session = {
  csrf_token: 'csrf-1',
  user: {
    user_id: 7,
    username: 'ada </script>',
    user_segment: 'plus',
    location: { hierarchy: '/usa/wa', state: 'wa', county: null, zipcode: '98101' },
    bills_count: 4,
    wallet_count: 2,
    created_at: '2025-01-02',
    last_signed_in_at: null,
  },
};

function config(microAppUrl: string): HostConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    microAppUrl: new URL(microAppUrl),
    sharedSecret: secret,
    assetOrigin: 'https://assets.example.test',
    apiKey: null,
    logRequests: false,
  };
}

async function listen(microAppUrl: string): Promise<{ server: Server; url: string }> {
  const { app } = createHostApp(config(microAppUrl), {
    script: '/* host */',
    stylesheet: '',
    favicon: '<svg/>',
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  upstream = await startTestHttpServer((app) => {
    app.get('/api/session', (request, response) => {
      response.json(request.headers.cookie?.includes('doxo_session=ok') ? session : null);
    });
    app.post('/api/session', (_request, response) => {
      response.status(201).append('Set-Cookie', 'doxo_session=ok; Path=/; HttpOnly').json(session);
    });
    app.get('/api/echo', (request, response) => response.json({ cookie: request.headers.cookie }));
    app.get('/u/page', (request, response) => {
      seen.context = request.get('x-shell-context');
      seen.cookie = request.get('cookie');
      response
        .setHeader(
          'Content-Security-Policy',
          "script-src 'self' 'sha256-abc='; connect-src 'self' https://errors.example.test",
        )
        .type('html')
        .send('<!DOCTYPE html><html><head><title>Page</title></head><body><div id="root">Hi</div></body></html>');
    });
    app.get('/u/page/index.pageContext.json', (_request, response) => response.json({ page: 1 }));
  });
  ({ server: host, url: hostURL } = await listen(upstream.baseURL));
});

afterAll(async () => {
  host.close();
  await upstream.close();
});

describe('the host shell', () => {
  it('forwards a page with its own signed context, never the browser’s, and composes its chrome', async () => {
    const response = await fetch(`${hostURL}/u/page`, {
      headers: { Cookie: 'doxo_session=ok', 'X-Shell-Context': 'forged.by.browser' },
    });
    expect(response.status).toBe(200);
    expect(seen.context).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seen.context).not.toBe('forged.by.browser');
    expect(seen.cookie).toBe('doxo_session=ok');
    const html = await response.text();
    // The host's script and state come before anything of the page's; its header opens the body.
    expect(html.indexOf('/shell/host-shell.js')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toMatch(/<body>\n<a class="host-skip-link"[\s\S]*<header data-shell="host"/);
    expect(html).toContain('ada &lt;/script&gt;');
    expect(html).toContain('"username":"ada \\u003c/script>"');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://assets.example.test 'sha256-abc='; " +
        "style-src 'self' https://assets.example.test; img-src 'self' data: https://assets.example.test; " +
        "font-src 'self' https://assets.example.test; connect-src 'self' https://errors.example.test; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('passes page data and API answers through as they are', async () => {
    expect(await (await fetch(`${hostURL}/u/page/index.pageContext.json`)).json()).toEqual({
      page: 1,
    });
    const echo = await fetch(`${hostURL}/api/echo`, { headers: { Cookie: 'a=1' } });
    expect(await echo.json()).toEqual({ cookie: 'a=1' });
  });

  it('signs in through the API, relays its cookie and answers the new shared data', async () => {
    const response = await fetch(`${hostURL}/shell/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: hostURL },
      body: JSON.stringify({ email: 'ada@doxo.test', password: 'right' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['doxo_session=ok; Path=/; HttpOnly']);
    const state = (await response.json()) as {
      csrfToken: string;
      sharedData: { userData: { userId: string }; layoutData: { hostChrome: boolean } };
    };
    expect(state.csrfToken).toBe('csrf-1');
    expect(state.sharedData.userData.userId).toBe('7');
    expect(state.sharedData.layoutData.hostChrome).toBe(true);
  });

  it('does not claim a sign-out the API refused', async () => {
    // The stand-in has no DELETE /api/session: the API's answer is a 404.
    const response = await fetch(`${hostURL}/shell/session`, {
      method: 'DELETE',
      headers: { Cookie: 'doxo_session=ok', Accept: 'application/json' },
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('sign_out_failed');
  });

  it('refuses a write another site’s page makes', async () => {
    const response = await fetch(`${hostURL}/sign-out`, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example.test' },
    });
    expect(response.status).toBe(403);
  });

  it('shows its own error page while the micro-app does not answer', async () => {
    const closed = await startTestHttpServer(() => {});
    await closed.close();
    const { server, url } = await listen(closed.baseURL);
    try {
      const page = await fetch(`${url}/u/page`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      const html = await page.text();
      expect(html).toContain('data-shell="host"');
      expect(html).toContain('isn’t answering');
      const api = await fetch(`${url}/api/anything`, { headers: { Accept: 'application/json' } });
      expect(api.status).toBe(502);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('microapp_unavailable');
      // Its own home still answers.
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps paths on this host and nothing else', () => {
    expect(safeReturnPath('/u/wallet?x=1')).toBe('/u/wallet?x=1');
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', 'u', 5]) {
      expect(safeReturnPath(elsewhere)).toBe('/u/bills');
    }
  });
});
