import { Notifier } from '@airbrake/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultApiSettings, type ErrorCollectorSettings } from './apiDependencies.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import {
  noticesListResponseSchema,
  type NoticeCreatedResponse,
  type NoticesListResponse,
  type RemoteConfigResponse,
} from './schemas/errorCollectorSchemas.js';
import { testEngines, useTestApi, type TestApi } from './testing/useTestApi.js';

const PROJECT_KEY = defaultApiSettings.errorCollector.projectKey;
const READ_KEY = 'read-key-for-the-collector-tests';
const NOTICES = '/v3/projects/1/notices';

function collectorSettings(settings: Partial<ErrorCollectorSettings> = {}) {
  return {
    errorCollector: { ...defaultApiSettings.errorCollector, readKey: READ_KEY, ...settings },
  };
}

/** What the notifier sends: JSON as text/plain (a CORS simple request). */
function postText(api: TestApi, path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });
}

function notice(message: string, context: Record<string, unknown> = {}) {
  return {
    errors: [{ type: 'TypeError', message, backtrace: [{ file: 'app.js', line: 1, column: 2 }] }],
    context: { severity: 'error', ...context },
    params: {},
    environment: {},
    session: {},
  };
}

function postNotice(api: TestApi, body: unknown, path = `${NOTICES}?key=${PROJECT_KEY}`) {
  return postText(api, path, JSON.stringify(body));
}

async function listNotices(api: TestApi, query = ''): Promise<NoticesListResponse> {
  const response = await api.get(`${NOTICES}${query}`, {
    headers: { authorization: `Bearer ${READ_KEY}` },
  });
  expect(response.status).toBe(200);
  return noticesListResponseSchema.parse(await response.json());
}

async function errorCode(response: Response): Promise<string> {
  const body: ErrorResponse = await response.json();
  return body.error.code;
}

describe.each(testEngines)('the Airbrake-compatible error collector on %s', (engine) => {
  const { api, database, startAnother } = useTestApi(engine, { settings: collectorSettings() });
  beforeEach(async () => {
    await database.handle.db.deleteFrom('error_notices').execute();
    await database.handle.db.deleteFrom('error_stats').execute();
    await database.handle.db.deleteFrom('error_collector_usage').execute();
    await database.handle.db.deleteFrom('rate_limit_windows').execute();
  });

  /** Posts from one client address (the test API trusts X-Forwarded-For from loopback). */
  function postFrom(target: TestApi, address: string, body: unknown, path = NOTICES) {
    return postText(target, `${path}?key=${PROJECT_KEY}`, JSON.stringify(body), {
      'x-forwarded-for': address,
    });
  }

  async function storedBytes(table: 'error_notices' | 'error_stats') {
    const row = await database.handle.db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
        eb.fn.countAll<number>().as('rows'),
      ])
      .executeTakeFirstOrThrow();
    return { bytes: Number(row.bytes), rows: Number(row.rows) };
  }

  const generous = { requestsPerMinutePerAddress: 10_000, requestsPerMinutePerProject: 10_000 };

  it('keeps notices within their byte budget, dropping the oldest first', async () => {
    const maxBytes = 1024 * 1024;
    const bounded = await startAnother(collectorSettings({ maxBytes, ...generous }));
    const filler = 'x'.repeat(60_000);
    for (let index = 1; index <= 30; index += 1) {
      const response = await postFrom(bounded, '198.51.100.1', {
        ...notice('one error, again and again'),
        params: { index, filler },
      });
      expect(response.status).toBe(201);
    }
    // Notices get three quarters of the budget: 30 × 60 KB would be 1.8 MB.
    const { bytes, rows } = await storedBytes('error_notices');
    expect(bytes).toBeLessThanOrEqual(maxBytes * 0.75);
    expect(rows).toBeGreaterThan(5);
    const listed = await listNotices(bounded, '?limit=100');
    const kept = listed.notices.map((row) => (row.notice as { params: { index: number } }).params.index);
    // The newest, in order, with nothing missing in between.
    expect(kept).toEqual(Array.from({ length: rows }, (_, offset) => 30 - offset));
  });

  it('keeps statistics within their quarter of the budget', async () => {
    const maxBytes = 4 * 1024 * 1024;
    const bounded = await startAnother(collectorSettings({ maxBytes, ...generous }));
    const big = JSON.stringify({ routes: 'y'.repeat(250_000) });
    for (let index = 0; index < 12; index += 1) {
      const response = await postText(bounded, `/v5/projects/1/routes-stats?key=${PROJECT_KEY}`, big);
      expect(response.status).toBe(204);
    }
    expect((await storedBytes('error_stats')).bytes).toBeLessThanOrEqual(maxBytes / 4);
  });

  it('keeps the newest notice of every error of the last hour through a flood of one', async () => {
    const bounded = await startAnother(collectorSettings({ retention: 40, ...generous }));
    for (const message of ['checkout failed', 'map did not load', 'bills list empty']) {
      expect((await postFrom(bounded, '198.51.100.2', notice(message))).status).toBe(201);
    }
    for (let index = 0; index < 120; index += 1) {
      await postFrom(bounded, '198.51.100.3', notice('flood'));
    }
    const messages = (await listNotices(bounded, '?limit=100')).notices.map((row) => row.error_message);
    expect(messages.length).toBeLessThanOrEqual(40);
    expect(messages).toEqual(
      expect.arrayContaining(['checkout failed', 'map did not load', 'bills list empty', 'flood']),
    );
  });

  it('answers 429 with Retry-After past the limit per address, in every process alike', async () => {
    const limits = { requestsPerMinutePerAddress: 3, requestsPerMinutePerProject: 100 };
    const first = await startAnother(collectorSettings(limits));
    const second = await startAnother(collectorSettings(limits));
    for (const target of [first, second, first]) {
      expect((await postFrom(target, '203.0.113.10', notice('a'))).status).toBe(201);
    }
    const refused = await postFrom(second, '203.0.113.10', notice('a'));
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Statistics count too; another address is not affected.
    expect((await postFrom(first, '203.0.113.10', {}, '/v5/projects/1/routes-stats')).status).toBe(429);
    expect((await postFrom(first, '203.0.113.11', notice('b'))).status).toBe(201);
  });

  it('answers 429 past the limit per project key, not counting clients refused for their address', async () => {
    const bounded = await startAnother(
      collectorSettings({ requestsPerMinutePerAddress: 3, requestsPerMinutePerProject: 5 }),
    );
    for (let index = 0; index < 10; index += 1) await postFrom(bounded, '203.0.113.20', notice('x'));
    // 3 of those 10 counted for the project; two more addresses bring it to its 5.
    expect((await postFrom(bounded, '203.0.113.21', notice('y'))).status).toBe(201);
    expect((await postFrom(bounded, '203.0.113.22', notice('z'))).status).toBe(201);
    const refused = await postFrom(bounded, '203.0.113.23', notice('w'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await storedBytes('error_notices')).rows).toBe(5);
  });

  it('stores a text/plain notice sent with ?key and lists it with its fields', async () => {
    const sent = {
      ...notice('Cannot read properties of undefined', {
        url: 'http://localhost:3000/u/bills-to-pay',
        environment: 'production',
        history: [{ type: 'location', from: '/', to: '/u/bills-to-pay', date: '2026-01-02' }],
      }),
      extra_key: { kept: ['as', 'is'] },
    };
    const response = await postNotice(api, sent);
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const created: NoticeCreatedResponse = await response.json();
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), url: '' });

    const listed = await listNotices(api);
    expect(listed.next_before).toBeNull();
    expect(listed.notices).toEqual([
      {
        id: Number(created.id),
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        error_type: 'TypeError',
        error_message: 'Cannot read properties of undefined',
        url: 'http://localhost:3000/u/bills-to-pay',
        severity: 'error',
        environment: 'production',
        notice: sent,
      },
    ]);
  });

  it('accepts what the real @airbrake/browser notifier posts', async () => {
    const notifier = new Notifier({
      projectId: 1,
      projectKey: PROJECT_KEY,
      host: api.baseUrl.replace(/\/api$/, ''),
      environment: 'test',
      remoteConfig: false,
      performanceStats: false,
    });
    const sent = await notifier.notify(new RangeError('out of range'));
    notifier.close();
    expect(sent.error).toBeUndefined();
    const [stored] = (await listNotices(api)).notices;
    expect(stored).toMatchObject({
      id: Number(sent.id),
      error_type: 'RangeError',
      error_message: 'out of range',
      environment: 'test',
      severity: 'error',
    });
  });

  it('takes the key from X-Airbrake-Token or a Bearer token too', async () => {
    const body = JSON.stringify(notice('from a header'));
    expect((await postText(api, NOTICES, body, { 'x-airbrake-token': PROJECT_KEY })).status).toBe(201);
    expect((await postText(api, NOTICES, body, { authorization: `Bearer ${PROJECT_KEY}` })).status).toBe(201);
  });

  it('refuses a missing key with 401 and a wrong one with 403', async () => {
    const missing = await postNotice(api, notice('no key'), NOTICES);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await errorCode(missing)).toBe('invalid_project_key');
    const wrong = await postNotice(api, notice('wrong key'), `${NOTICES}?key=${PROJECT_KEY}x`);
    expect(wrong.status).toBe(403);
    expect(await errorCode(wrong)).toBe('invalid_project_key');
    const wrongHeader = await postText(api, NOTICES, '{}', { 'x-airbrake-token': 'nope' });
    expect(wrongHeader.status).toBe(403);
    expect((await listNotices(api)).notices).toEqual([]);
  });

  it('answers 404 for any project but the configured one', async () => {
    for (const projectId of ['2', '0', 'abc', '01', '99999999999']) {
      const response = await postNotice(
        api,
        notice('elsewhere'),
        `/v3/projects/${projectId}/notices?key=${PROJECT_KEY}`,
      );
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('project_not_found');
    }
    const malformed = await postNotice(api, notice('bad path'), '/v3/projects/%E0%A4%A/notices');
    expect(malformed.status).toBe(400);
  });

  it('refuses bodies that are not JSON or not a notice with 400', async () => {
    const path = `${NOTICES}?key=${PROJECT_KEY}`;
    const notJson = await postText(api, path, '{"errors": [');
    expect(notJson.status).toBe(400);
    expect(await errorCode(notJson)).toBe('invalid_json');
    const empty = await postText(api, path, '');
    expect(await errorCode(empty)).toBe('invalid_json');

    const invalid = [
      { context: {} },
      { errors: [] },
      { errors: [{ type: 'Error' }] },
      [notice('an array')],
      { ...notice('bad context'), context: 'text' },
      { errors: Array.from({ length: 51 }, () => ({ type: 'Error', message: 'many' })) },
    ];
    for (const body of invalid) {
      const response = await postNotice(api, body);
      expect(response.status).toBe(400);
      const answer: ErrorResponse = await response.json();
      expect(answer.error.code).toBe('invalid_request');
    }
    let nested: unknown = 'deep';
    for (let level = 0; level < 100; level += 1) nested = [nested];
    const deep = await postNotice(api, { ...notice('deep'), params: { nested } });
    expect(deep.status).toBe(400);
    expect((await listNotices(api)).notices).toEqual([]);
  });

  it('refuses a notice over 64,000 characters with 413 and takes one at the limit', async () => {
    const sized = (length: number) => {
      const base = JSON.stringify(notice(''));
      return JSON.stringify(notice('x'.repeat(length - base.length)));
    };
    expect(sized(64_001)).toHaveLength(64_001);
    const tooLong = await postText(api, `${NOTICES}?key=${PROJECT_KEY}`, sized(64_001));
    expect(tooLong.status).toBe(413);
    expect(await errorCode(tooLong)).toBe('payload_too_large');
    // Characters, not bytes: 64,000 of them in two-byte UTF-8 still fit.
    const atLimit = await postText(api, `${NOTICES}?key=${PROJECT_KEY}`, sized(64_000).replace(/x/g, 'é'));
    expect(atLimit.status).toBe(201);
    const overBytes = await postText(
      api,
      `/v5/projects/1/routes-stats?key=${PROJECT_KEY}`,
      JSON.stringify({ routes: 'x'.repeat(300_000) }),
    );
    expect(overBytes.status).toBe(413);
    expect(await errorCode(overBytes)).toBe('payload_too_large');
  });

  it('stores markup verbatim and answers it as JSON only', async () => {
    const message = '<script>alert("x")</script>';
    expect((await postNotice(api, notice(message, { url: '"><img src=x>' }))).status).toBe(201);
    const response = await api.get(NOTICES, { headers: { authorization: `Bearer ${READ_KEY}` } });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [listed] = noticesListResponseSchema.parse(await response.json()).notices;
    expect(listed?.error_message).toBe(message);
    expect(listed?.url).toBe('"><img src=x>');
  });

  it('stores text PostgreSQL cannot hold (NUL, lone surrogates) with U+FFFD instead of failing', async () => {
    const body = `{"errors":[{"type":"Error","message":"a\\u0000b\\ud800c"}],"context":{"url":"/\\udc00"},"\\u0000key":1}`;
    const response = await postText(api, `${NOTICES}?key=${PROJECT_KEY}`, body);
    expect(response.status).toBe(201);
    const [listed] = (await listNotices(api)).notices;
    expect(listed?.error_message).toBe('a\ufffdb\ufffdc');
    expect(listed?.url).toBe('/\ufffd');
    expect(listed?.notice).toMatchObject({ '\ufffdkey': 1 });
  });

  it('keeps only the newest notices of the project (retention)', async () => {
    const small = await startAnother(collectorSettings({ retention: 3 }));
    // Another project's notice (stored before this configuration) is not this project's to prune.
    await database.handle.db
      .insertInto('error_notices')
      .values({
        project_id: 2,
        error_message: 'other project',
        notice: '{}',
        size_bytes: 2,
        error_group: '',
      })
      .execute();
    for (let index = 1; index <= 5; index += 1) {
      expect((await postNotice(small, notice(`notice ${index}`))).status).toBe(201);
    }
    const listed = await listNotices(small);
    expect(listed.notices.map((row) => row.error_message)).toEqual(['notice 5', 'notice 4', 'notice 3']);
    const counts = await database.handle.db
      .selectFrom('error_notices')
      .select(['project_id', (expression) => expression.fn.countAll<number>().as('count')])
      .groupBy('project_id')
      .orderBy('project_id')
      .execute();
    expect(counts.map(({ project_id, count }) => [project_id, Number(count)])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('pages the listing newest first with `before`', async () => {
    for (let index = 1; index <= 5; index += 1) await postNotice(api, notice(`page ${index}`));
    const first = await listNotices(api, '?limit=2');
    expect(first.notices.map((row) => row.error_message)).toEqual(['page 5', 'page 4']);
    expect(first.next_before).toBe(first.notices[1]?.id);
    const second = await listNotices(api, `?limit=2&before=${first.next_before}`);
    expect(second.notices.map((row) => row.error_message)).toEqual(['page 3', 'page 2']);
    const last = await listNotices(api, `?limit=2&before=${second.next_before}`);
    expect(last.notices.map((row) => row.error_message)).toEqual(['page 1']);
    expect(last.next_before).toBeNull();
    const defaults = await listNotices(api);
    expect(defaults.notices).toHaveLength(5);

    for (const query of ['?limit=0', '?limit=101', '?before=0', '?before=abc']) {
      const response = await api.get(`${NOTICES}${query}`, {
        headers: { authorization: `Bearer ${READ_KEY}` },
      });
      expect(response.status).toBe(400);
    }
  });

  it('refuses the listing without a read key configured (403) and with a wrong token (401)', async () => {
    const closed = await startAnother();
    const disabled = await closed.get(NOTICES, {
      headers: { authorization: `Bearer ${READ_KEY}` },
    });
    expect(disabled.status).toBe(403);
    const body: ErrorResponse = await disabled.json();
    expect(body.error.code).toBe('listing_disabled');
    expect(body.error.message).toContain('ERROR_COLLECTOR_READ_KEY');

    const wrong = await api.get(NOTICES, { headers: { authorization: 'Bearer not-the-key' } });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('invalid_read_key');
    // The project key, public in every page, does not open the listing.
    const projectKey = await api.get(`${NOTICES}?key=${PROJECT_KEY}`, {
      headers: { authorization: `Bearer ${PROJECT_KEY}` },
    });
    expect(projectKey.status).toBe(401);
    expect((await api.get(NOTICES)).status).toBe(401);
  });

  it('stores route, query and queue statistics and answers 204', async () => {
    const kinds = ['routes-stats', 'routes-breakdowns', 'queries-stats', 'queues-stats'];
    for (const kind of kinds) {
      const response = await postText(
        api,
        `/v5/projects/1/${kind}?key=${PROJECT_KEY}`,
        JSON.stringify({ environment: 'production', routes: [{ method: 'GET', count: 1 }] }),
      );
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const rows = await database.handle.db
      .selectFrom('error_stats')
      .select(['project_id', 'kind', 'payload'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      kinds.map((kind) => ({
        project_id: 1,
        kind,
        payload: { environment: 'production', routes: [{ method: 'GET', count: 1 }] },
      })),
    );

    const notObject = await postText(api, `/v5/projects/1/routes-stats?key=${PROJECT_KEY}`, '[]');
    expect(notObject.status).toBe(400);
    const wrongKey = await postText(api, '/v5/projects/1/queues-stats?key=nope', '{}');
    expect(wrongKey.status).toBe(403);
    const elsewhere = await postText(api, `/v5/projects/7/queues-stats?key=${PROJECT_KEY}`, '{}');
    expect(elsewhere.status).toBe(404);
    const wrongMethod = await api.get('/v5/projects/1/routes-stats');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('keeps only the newest statistics of the project too', async () => {
    const small = await startAnother(collectorSettings({ retention: 2 }));
    for (const index of [1, 2, 3]) {
      const stats = JSON.stringify({ index });
      await postText(small, `/v5/projects/1/queries-stats?key=${PROJECT_KEY}`, stats);
    }
    const rows = await database.handle.db.selectFrom('error_stats').select('payload').orderBy('id').execute();
    expect(rows.map((row) => row.payload)).toEqual([{ index: 2 }, { index: 3 }]);
  });

  it('answers the remote config the notifier polls, without a key', async () => {
    const response = await api.get(
      '/2020-06-18/config/1/config.json?&notifier_name=airbrake-js%2Fbrowser&language=JavaScript',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const config: RemoteConfigResponse = await response.json();
    expect(config).toEqual({
      project_id: 1,
      updated_at: expect.any(Number),
      poll_sec: 600,
      config_route: '',
      settings: [
        { name: 'errors', enabled: true },
        { name: 'apm', enabled: true },
      ],
    });
    expect(config.updated_at).toBeLessThanOrEqual(Date.now() / 1000);
    expect((await api.get('/2020-06-18/config/2/config.json')).status).toBe(404);
  });

  it('answers CORS preflights on its paths, and leaves other paths alone', async () => {
    for (const path of [NOTICES, '/v5/projects/1/routes-stats', '/2020-06-18/config/1/config.json']) {
      const preflight = await api.get(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-airbrake-token',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'Content-Type, X-Airbrake-Token, Authorization',
      );
      expect(preflight.headers.get('access-control-max-age')).toBe('600');
    }
    const other = await api.get('/directory/service_types');
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps collecting in maintenance and with API_KEY set, while the API stays gated', async () => {
    const maintenance = await startAnother({ ...collectorSettings(), maintenance: true });
    expect((await postNotice(maintenance, notice('during maintenance'))).status).toBe(201);
    expect((await maintenance.get('/2020-06-18/config/1/config.json')).status).toBe(200);
    const gated = await maintenance.get('/directory/service_types');
    expect(gated.status).toBe(503);
    expect(await errorCode(gated)).toBe('maintenance');

    const keyed = await startAnother({ ...collectorSettings(), apiKey: 'api-key-123' });
    expect((await postNotice(keyed, notice('without X-Api-Key'))).status).toBe(201);
    const stats = await postText(keyed, `/v5/projects/1/routes-stats?key=${PROJECT_KEY}`, '{}');
    expect(stats.status).toBe(204);
    const refused = await keyed.get('/directory/service_types');
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe('invalid_api_key');

    const listed = await listNotices(api);
    expect(listed.notices.map((row) => row.error_message)).toEqual(['without X-Api-Key', 'during maintenance']);
  });
});
