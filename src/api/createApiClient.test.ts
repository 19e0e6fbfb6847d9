import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { createApiClient, isApiCallError, MISSING_SESSION_MANAGER_MESSAGE, statusOf } from './createApiClient.js';

let server: TestHttpServer;
let seenHeaders: Record<string, string | undefined> = {};
const countedBodies: unknown[] = [];

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
    app.post('/count', express.json(), (request, response) => {
      countedBodies.push(request.body);
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
    expect(() => createApiClient({ baseURL: server.baseURL })).toThrow(MISSING_SESSION_MANAGER_MESSAGE);
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

  it('sends each call made before axios has loaded exactly once', async () => {
    // A fresh client: its first calls are made in the same tick, before axios is loaded for it.
    const client = createApiClient({ baseURL: server.baseURL, useToken: false });
    countedBodies.length = 0;
    const answers = await Promise.all([1, 2, 3].map((n) => client.post('/count', { n })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Three connections: the server may see them in any order, but each once.
    expect(countedBodies).toHaveLength(3);
    expect(countedBodies).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
  });

  it('shares one axios instance among clients with the same settings, each keeping its session', async () => {
    const { default: axios } = await import('axios');
    const create = vi.spyOn(axios, 'create');
    try {
      const baseURL = `${server.baseURL}/`;
      const clientOf = (token: string) =>
        createApiClient({
          baseURL,
          sessionManager: {
            isLoggedIn: () => true,
            authenticationHeaders: () => ({ Authorization: `Bearer ${token}` }),
          },
        });
      const seen: (string | undefined)[] = [];
      for (const token of ['first', 'second', 'third']) {
        await clientOf(token).get('/echo');
        seen.push(seenHeaders.authorization);
      }
      expect(seen).toEqual(['Bearer first', 'Bearer second', 'Bearer third']);
      expect(create).toHaveBeenCalledTimes(1);
      // Another setting (the API key) is another instance: a client never sends another's key.
      await createApiClient({ baseURL, useToken: false, apiKey: 'key-2' }).get('/echo');
      expect(seenHeaders.apiKey).toBe('key-2');
      await createApiClient({ baseURL, useToken: false }).get('/echo');
      expect(seenHeaders.apiKey).toBeUndefined();
      expect(create).toHaveBeenCalledTimes(3);
    } finally {
      create.mockRestore();
    }
  });

  it('tells an API failure from any other error without importing axios', async () => {
    const client = createApiClient({ baseURL: server.baseURL, useToken: false });
    const failure = await client.get('/down').catch((error: unknown) => error);
    expect(isApiCallError(failure)).toBe(true);
    expect(isApiCallError(new Error('not a call'))).toBe(false);
    expect(isApiCallError(null)).toBe(false);
  });
});
