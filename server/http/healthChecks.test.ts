import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase.js';
import { pingDatabase } from '../db/pingDatabase.js';
import { healthChecks, type HealthChecksOptions } from './healthChecks.js';
import { startHttpServer, type HttpServer } from './startHttpServer.js';

async function serve(options: HealthChecksOptions): Promise<HttpServer> {
  const app = express();
  app.use(healthChecks(options));
  return startHttpServer(app, { port: 0, host: '127.0.0.1' });
}

async function probe(http: HttpServer, path: string) {
  const response = await fetch(`${http.origin}${path}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
  };
}

describe('liveness and readiness', () => {
  let database: DatabaseHandle;
  let shuttingDown = false;
  let http: HttpServer;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    http = await serve({
      isShuttingDown: () => shuttingDown,
      pingDatabase: () => pingDatabase(database.db),
    });
  });
  afterAll(() => http.graceful.shutDown(1_000));

  it('is live and ready while the database answers', async () => {
    expect(await probe(http, '/healthz')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    expect(await probe(http, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
  });

  it('is not ready once shutdown has started, though still live', async () => {
    shuttingDown = true;
    expect((await probe(http, '/readyz')).body).toEqual({
      status: 'unavailable',
      reason: 'shutting_down',
    });
    expect((await probe(http, '/healthz')).status).toBe(200);
    shuttingDown = false;
  });

  it('is not ready while the database is stopped', async () => {
    await database.close();
    expect(await probe(http, '/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database_unavailable' },
      cache: 'no-store',
    });
    expect((await probe(http, '/healthz')).status).toBe(200);
  });

  it('is not ready when the database takes longer than the timeout to answer', async () => {
    const stalled = await serve({
      isShuttingDown: () => false,
      pingDatabase: () => new Promise(() => {}),
      timeoutMs: 50,
    });
    expect(await probe(stalled, '/readyz')).toMatchObject({
      status: 503,
      body: { reason: 'database_timeout' },
    });
    await stalled.graceful.shutDown(100);
  });

  it('is not ready when the PostgreSQL server does not answer', async () => {
    // Nothing listens on port 9 (discard): the pool cannot connect.
    const unreachable = await serve({
      isShuttingDown: () => false,
      pingDatabase: async () => {
        const handle = await openDatabase({
          kind: 'postgres',
          url: 'postgres://postgres@127.0.0.1:9/test',
        });
        await handle.close();
      },
    });
    expect((await probe(unreachable, '/readyz')).body).toEqual({
      status: 'unavailable',
      reason: 'database_unavailable',
    });
    await unreachable.graceful.shutDown(100);
  });
});
