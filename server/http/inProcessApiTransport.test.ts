import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiSettings, timeFrom, type ApiSettings } from '../api/apiDependencies.js';
import { systemClock } from '../clock.js';
import { createApiApp } from '../api/createApiApp.js';
import { createApiRouter } from '../api/createApiRouter.js';
import { DEMO_PASSWORD } from '../db/seed/demoUsers.js';
import { useTestDatabase, type TestDatabase } from '../api/testing/useTestDatabase.js';
import { createInProcessApiTransport, IN_PROCESS_API_ORIGIN } from './inProcessApiTransport.js';

// The in-process transport must be indistinguishable from HTTP for its callers: the same request
// gives the same status, body, headers and errors whichever way it travels.

type Pair = { http: AxiosInstance; inProcess: AxiosInstance; close: () => Promise<void> };

async function clientPair(database: TestDatabase, settings: Partial<ApiSettings>): Promise<Pair> {
  const dependencies = {
    db: database.handle.db,
    settings: { ...defaultApiSettings, ...settings },
    log: () => {},
    ...timeFrom(systemClock),
  };
  const server = createApiApp(dependencies).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const router = createApiRouter(dependencies);
  const api = express.Router();
  api.use(router);
  api.use((_request, response) => {
    response.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });
  return {
    http: axios.create({ baseURL: `http://127.0.0.1:${port}/api` }),
    inProcess: axios.create({
      baseURL: `${IN_PROCESS_API_ORIGIN}/api`,
      adapter: createInProcessApiTransport(api, { publicAnswers: router.publicAnswers }),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What a caller can observe of an answer, whichever way it came. */
async function outcome(request: Promise<AxiosResponse>) {
  try {
    const response = await request;
    return { ok: true, ...observable(response) };
  } catch (error) {
    if (!(error instanceof AxiosError) || !error.response) throw error;
    return { ok: false, code: error.code, ...observable(error.response) };
  }
}

function observable(response: AxiosResponse) {
  const header = (name: string) => response.headers[name] ?? null;
  return {
    status: response.status,
    data: response.data,
    contentType: header('content-type'),
    cacheControl: header('cache-control'),
    retryAfter: header('retry-after'),
  };
}

const insightsQuery = {
  service_type_group: 'all-groups',
  service_type: 'all-services',
  location: '/usa',
  days: 365,
};

describe('the in-process API transport', () => {
  const database = useTestDatabase('pglite');
  let pair: Pair;

  beforeAll(async () => {
    pair = await clientPair(database, {});
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('answers GETs exactly as HTTP does, successes and failures, kept answers included', async () => {
    const requests: [string, Record<string, string | number>][] = [
      ['/directory/service_types', {}],
      ['/insights/most_common_billers', { ...insightsQuery, limit: 10 }],
      ['/insights/pay_methods', insightsQuery],
      ['/insights/median_pay_amount', { ...insightsQuery, service_type_group: 'no-such-group' }],
      ['/insights/pay_methods', { ...insightsQuery, days: 7 }],
      ['/directory/billers/%E0%A4%A', {}],
      ['/directory/billers', { query: 'water & sewer, $1: (x)', limit: 5 }],
      ['/directory/billers', { query: 'city', limit: 5 }],
      ['/no/such/endpoint', {}],
    ];
    for (const [path, params] of requests) {
      const overHttp = await outcome(pair.http.get(path, { params }));
      // Twice: the second may come from the answers the API keeps.
      for (let round = 0; round < 2; round += 1) {
        expect(await outcome(pair.inProcess.get(path, { params })), path).toEqual(overHttp);
      }
    }
    const unknownGroup = await outcome(
      pair.inProcess.get('/insights/median_pay_amount', {
        params: { ...insightsQuery, service_type_group: 'no-such-group' },
      }),
    );
    expect(unknownGroup).toMatchObject({ ok: false, status: 404, code: 'ERR_BAD_REQUEST' });
  });

  it('sends bodies and credentials: sign-in sets the cookie, which then identifies the user', async () => {
    const signIn = await pair.inProcess.post('/session', {
      email: 'demo@doxo.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(201);
    const setCookie = signIn.headers['set-cookie'];
    expect(setCookie?.[0]).toMatch(/^doxo_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = setCookie?.[0]?.split(';')[0] ?? '';
    const token: unknown = signIn.data.token;
    for (const headers of [{ cookie }, { authorization: `Bearer ${String(token)}` }]) {
      const overHttp = await outcome(pair.http.get('/users/me', { headers }));
      expect(overHttp).toMatchObject({ ok: true, status: 200 });
      expect(await outcome(pair.inProcess.get('/users/me', { headers }))).toEqual(overHttp);
    }
    const anonymous = await outcome(pair.inProcess.get('/users/me'));
    expect(anonymous).toEqual(await outcome(pair.http.get('/users/me')));
    expect(anonymous.status).toBe(401);
  });

  it('answers malformed JSON bodies with the same 400', async () => {
    const send = (client: AxiosInstance) =>
      outcome(client.post('/session', '{"email":', { headers: { 'content-type': 'application/json' } }));
    const overHttp = await send(pair.http);
    expect(overHttp.status).toBe(400);
    expect(await send(pair.inProcess)).toEqual(overHttp);
  });

  it('honours timeouts and cancellation like the HTTP adapter', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(pair.inProcess.get('/directory/service_types', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    await expect(pair.inProcess.get('https://elsewhere.test/api/x')).rejects.toMatchObject({
      code: 'ERR_INVALID_URL',
    });
  });

  it('keeps the gates: maintenance answers 503, a missing API key 401, kept answers or not', async () => {
    const keyed = await clientPair(database, { apiKey: 'in-process-test-key' });
    const withKey = { headers: { 'x-api-key': 'in-process-test-key' } };
    expect((await keyed.inProcess.get('/directory/service_types', withKey)).status).toBe(200);
    const noKey = await outcome(keyed.inProcess.get('/directory/service_types'));
    expect(noKey).toEqual(await outcome(keyed.http.get('/directory/service_types')));
    expect(noKey.status).toBe(401);
    await keyed.close();

    const down = await clientPair(database, { maintenance: true });
    const unavailable = await outcome(down.inProcess.get('/directory/service_types'));
    expect(unavailable).toEqual(await outcome(down.http.get('/directory/service_types')));
    expect(unavailable).toMatchObject({ status: 503, code: 'ERR_BAD_RESPONSE' });
    expect(unavailable.retryAfter).toMatch(/^\d+$/);
    await down.close();
  });

  it('needs no listening server at all', async () => {
    await pair.close();
    const response = await pair.inProcess.get('/insights/pay_methods', { params: insightsQuery });
    expect(response.status).toBe(200);
    expect(response.data.pay_methods.length).toBeGreaterThan(0);
  });
});
