import { describe, expect, it } from 'vitest';
import { useTestApi } from './testing/useTestApi.js';

describe('GET /status', () => {
  const { api, database, startAnother } = useTestApi('pglite');

  it('answers 200 while the API can serve', async () => {
    const response = await api.get('/status');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 maintenance in maintenance', async () => {
    const closed = await startAnother({ maintenance: true });
    const response = await closed.get('/status');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'maintenance' } });
  });

  it('answers 503 database_unavailable with Retry-After while the database is away', async () => {
    await database.handle.pglite?.crashThread();
    const response = await api.get('/status');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    // And so does any other endpoint that needs it, never a 500.
    const billers = await api.get('/directory/billers?query=water');
    expect(billers.status).toBe(503);
  });
});
