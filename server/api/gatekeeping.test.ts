import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import { startTestApi, testEngines } from './testing/startTestApi.js';
import { useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('API key, maintenance and unknown paths on %s', (engine) => {
  const { database } = useTestApi(engine);

  it('requires X-Api-Key when API_KEY is configured', async () => {
    const api = await startTestApi(database, { apiKey: 'test-key-123' });
    const missing = await api.get('/directory/service_type_groups');
    expect(missing.status).toBe(401);
    const body: ErrorResponse = await missing.json();
    expect(body.error.code).toBe('invalid_api_key');
    const wrong = await api.get('/directory/service_type_groups', {
      headers: { 'x-api-key': 'test-key-124' },
    });
    expect(wrong.status).toBe(401);
    const right = await api.get('/directory/service_type_groups', {
      headers: { 'x-api-key': 'test-key-123' },
    });
    expect(right.status).toBe(200);
    await api.close();
  });

  it('answers 503 with Retry-After on every endpoint in maintenance (MAINTENANCE=1)', async () => {
    const api = await startTestApi(database, { maintenance: true });
    for (const path of ['/directory/service_types', '/accounts/list', '/session', '/nowhere']) {
      const response = await api.get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      const body: ErrorResponse = await response.json();
      expect(body.error.code).toBe('maintenance');
    }
    await api.close();
  });

  it('switches maintenance for every process with the database flag', async () => {
    const api = await startTestApi(database);
    await database.handle.db
      .insertInto('app_flags')
      .values({ key: 'maintenance', value: '1' })
      .execute();
    // A fresh process (router) reads the flag at once; running ones within two seconds.
    const fresh = await startTestApi(database);
    expect((await fresh.get('/directory/service_types')).status).toBe(503);
    await database.handle.db.deleteFrom('app_flags').where('key', '=', 'maintenance').execute();
    await fresh.close();
    await api.close();
  });

  it('answers a malformed percent-encoding in a path parameter with a 400, not a 500', async () => {
    const api = await startTestApi(database);
    const response = await api.get('/directory/billers/%E0%A4%A');
    expect(response.status).toBe(400);
    const body: ErrorResponse = await response.json();
    expect(body.error.code).toBe('bad_request');
    await api.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await startTestApi(database);
    const response = await api.get('/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    await api.close();
  });
});
