import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { createApiClient, MISSING_SESSION_MANAGER_MESSAGE, statusOf } from './createApiClient.js';

let server: TestHttpServer;
let seenHeaders: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    app.all('/echo', (request, response) => {
      seenHeaders = {
        accept: request.get('accept'),
        apiKey: request.get('x-api-key'),
        authorization: request.get('authorization'),
        csrf: request.get('x-csrf-token'),
      };
      response.json({ ok: true });
    });
    app.get('/down', (_request, response) => {
      response
        .status(503)
        .set('Retry-After', '60')
        .json({ error: { code: 'maintenance' } });
    });
  });
});
afterAll(() => server.close());

const sessionManager = {
  isLoggedIn: () => true,
  authenticationHeaders: (method: string) => ({
    Authorization: 'Bearer token-123',
    ...(method === 'GET' ? {} : { 'X-CSRF-Token': 'csrf-1' }),
  }),
};

describe('createApiClient', () => {
  it('requires a session manager unless token use is off', () => {
    expect(() => createApiClient({ baseURL: server.baseURL })).toThrow(
      MISSING_SESSION_MANAGER_MESSAGE,
    );
    expect(() => createApiClient({ baseURL: server.baseURL, useToken: false })).not.toThrow();
  });

  it('sends JSON accept, the per-client API key and the session headers', async () => {
    const client = createApiClient({ baseURL: server.baseURL, apiKey: 'key-1', sessionManager });
    await client.get('/echo');
    expect(seenHeaders).toEqual({
      accept: 'application/json',
      apiKey: 'key-1',
      authorization: 'Bearer token-123',
      csrf: undefined,
    });
    await client.post('/echo', { a: 1 });
    expect(seenHeaders.csrf).toBe('csrf-1');
  });

  it('sends no credentials and no key from a public client', async () => {
    const client = createApiClient({ baseURL: server.baseURL, useToken: false });
    await client.get('/echo');
    expect(seenHeaders.authorization).toBeUndefined();
    expect(seenHeaders.apiKey).toBeUndefined();
  });

  it('hands a 503 to the maintenance handler and still rejects', async () => {
    const seen: number[] = [];
    const client = createApiClient({
      baseURL: server.baseURL,
      useToken: false,
      onServiceUnavailable: (error) => seen.push(error.response?.status ?? 0),
    });
    const failure = await client.get('/down').catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(503);
    expect(seen).toEqual([503]);
  });

  it('lets the maintenance handler replace the error (a redirect during server rendering)', async () => {
    const redirect = new Error('redirect to /u/maintenance');
    const client = createApiClient({
      baseURL: server.baseURL,
      useToken: false,
      onServiceUnavailable: () => {
        throw redirect;
      },
    });
    await expect(client.get('/down')).rejects.toBe(redirect);
  });
});
