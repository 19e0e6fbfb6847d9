import { afterEach, describe, expect, it } from 'vitest';
import { answerWhileStarting } from './answerWhileStarting.js';
import { startHttpServer, type HttpServer } from './startHttpServer.js';

let http: HttpServer | undefined;
afterEach(async () => {
  await http?.graceful.shutDown(1_000);
  http = undefined;
});

async function starting(): Promise<HttpServer> {
  http = await startHttpServer(answerWhileStarting, { port: 0, host: '127.0.0.1' });
  return http;
}

describe('a server that is starting', () => {
  it('is live but not ready', async () => {
    const { origin } = await starting();
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const readiness = await fetch(`${origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('cache-control')).toBe('no-store');
    expect(await readiness.json()).toEqual({ status: 'unavailable', reason: 'starting' });
  });

  it('asks API calls to come back in a second, as JSON the browser treats as maintenance', async () => {
    const { origin } = await starting();
    const response = await fetch(`${origin}/api/status`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: { code: 'starting', message: 'The service is starting. Try again in a moment.' },
    });
  });

  it('answers a page with a plain 503 page, and a query string does not make it live', async () => {
    const { origin } = await starting();
    const page = await fetch(`${origin}/u/bills?x=1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('We’re starting up');
    expect(html).toContain('<meta http-equiv="refresh" content="1" />');
    expect((await fetch(`${origin}/readyz?probe=1`)).status).toBe(503);
    expect((await fetch(`${origin}/healthz?probe=1`)).status).toBe(200);
  });

  it('hands every later request to the app once it is served', async () => {
    const server = await starting();
    expect((await fetch(`${server.origin}/anything`)).status).toBe(503);
    server.serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('app');
    });
    const response = await fetch(`${server.origin}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('app');
  });
});
