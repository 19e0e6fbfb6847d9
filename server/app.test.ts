import type { AddressInfo } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { readServerConfig } from './config.js';

// The parts of the server that answer before Vike renders: these need no client build.
describe('createApp', () => {
  const logLines: string[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const config = readServerConfig({ NODE_ENV: 'production' });
    const { app } = await createApp({ config, log: (line) => logLines.push(line) });
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /healthz with a request id, security headers and one access-log line', async () => {
    logLines.length = 0;
    const response = await fetch(`${base}/healthz?token=secret`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines).toHaveLength(1);
    const entry: unknown = JSON.parse(logLines[0] ?? '');
    expect(entry).toMatchObject({ id, method: 'GET', path: '/healthz', status: 200 });
    // The query string (which can carry amounts or tokens) is never logged.
    expect(logLines[0]).not.toContain('secret');
  });

  it('keeps a well-formed incoming request id and replaces a hostile one', async () => {
    const kept = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('sends one policy with no nonce, so cached answers stay valid for everyone', async () => {
    const first = (await fetch(`${base}/healthz`)).headers.get('content-security-policy');
    const second = (await fetch(`${base}/healthz`)).headers.get('content-security-policy');
    expect(first).toBe(second);
    expect(first).not.toContain('nonce');
  });

  it('answers a write to a page address with 405 and the methods a page takes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const page = await fetch(`${base}/u/bills`, { method, headers: { Accept: 'text/html' } });
      expect([method, page.status]).toEqual([method, 405]);
      expect(page.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(await page.text()).toContain('This page can only be read');
    }
    const json = await fetch(`${base}/u/bills`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(await json.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    const options = await fetch(`${base}/u/bills`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    // The API keeps its own methods: an unknown write there is still the API's 404.
    expect((await fetch(`${base}/api/nothing`, { method: 'POST' })).status).toBe(404);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${base}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('answers a malformed address with a 400 page, escaped', async () => {
    const response = await fetch(`${base}/u/%zz`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('not correctly encoded');
  });

  // fetch() would turn the backslash into a slash: other clients send it as it is.
  it.each(['/\\evil.example/', '//evil.example/', '/u/\\evil.example/'])(
    'never redirects %s off this site',
    async (path) => {
      const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        request({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
          .on('error', reject)
          .end();
      });
      expect(answer).toEqual({ status: 400, location: undefined });
    },
  );

  it('answers a malformed API address with a JSON 400', async () => {
    const response = await fetch(`${base}/api/accounts/%zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});
