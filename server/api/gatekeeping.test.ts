import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import { testEngines, useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('API key, maintenance and unknown paths on %s', (engine) => {
  const { database, startAnother } = useTestApi(engine);

  it('requires X-Api-Key when API_KEY is configured', async () => {
    const api = await startAnother({ apiKey: 'test-key-123' });
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
  });

  it('answers 503 with Retry-After on every endpoint in maintenance (MAINTENANCE=1)', async () => {
    const api = await startAnother({ maintenance: true });
    for (const path of ['/directory/service_types', '/accounts/list', '/session', '/nowhere']) {
      const response = await api.get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      const body: ErrorResponse = await response.json();
      expect(body.error.code).toBe('maintenance');
    }
  });

  it('switches maintenance for every process with the database flag', async () => {
    // A process already running when the flag is set, as in production.
    await startAnother();
    await database.handle.db.insertInto('app_flags').values({ key: 'maintenance', value: '1' }).execute();
    // A fresh process (router) reads the flag at once; running ones within two seconds.
    const fresh = await startAnother();
    expect((await fresh.get('/directory/service_types')).status).toBe(503);
    await database.handle.db.deleteFrom('app_flags').where('key', '=', 'maintenance').execute();
  });

  it('answers a malformed percent-encoding in a path parameter with a 400, not a 500', async () => {
    const api = await startAnother();
    const response = await api.get('/directory/billers/%E0%A4%A');
    expect(response.status).toBe(400);
    const body: ErrorResponse = await response.json();
    expect(body.error.code).toBe('bad_request');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await startAnother();
    const response = await api.get('/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
