// The embedded database's thread dying under load (out of memory, a fault in PGlite's
// WebAssembly): the server keeps answering, says the database is away (/readyz 503, the API 503
// database_unavailable with Retry-After) while a new thread opens the same folder, then goes on
// with the same data. A thread cannot be killed from outside its process, so the server is put
// together here, in this process, as server/startServer.ts does it (the API, the health checks,
// the HTTP front door), on a PGlite folder of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeFrom } from '../../server/api/apiDependencies.js';
import { apiSettingsFromConfig } from '../../server/api/createApiApp.js';
import { createApiRouter } from '../../server/api/createApiRouter.js';
import { createApp } from '../../server/app.js';
import { systemClock } from '../../server/clock.js';
import { readServerConfig } from '../../server/config.js';
import type { DatabaseHandle } from '../../server/db/openDatabase.js';
import { pingDatabase } from '../../server/db/pingDatabase.js';
import { startDatabase } from '../../server/db/startDatabase.js';
import { startHttpServer, type HttpServer } from '../../server/http/startHttpServer.js';
import { answers, waitFor } from './productProcesses.js';

describe("PGlite's thread dying under the server", () => {
  let folder: string;
  let database: DatabaseHandle;
  let http: HttpServer;
  let origin: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'doxo-faults-pglite-'));
    const config = readServerConfig({ NODE_ENV: 'production', DATA_DIR: folder });
    database = await startDatabase(
      {
        databaseUrl: undefined,
        dataDirectory: folder,
        seedScale: 'small',
        pgliteSharedBuffersMb: 16,
      },
      () => {},
      {
        onLost: (error) => logLines.push(`lost: ${String(error)}`),
        onRecovered: (downMs) => logLines.push(`recovered after ${downMs} ms`),
      },
    );
    const { app } = await createApp({
      config,
      log: () => {},
      apiRouter: createApiRouter({
        db: database.db,
        settings: apiSettingsFromConfig(config),
        log: () => {},
        ...timeFrom(systemClock),
      }),
      readiness: { isShuttingDown: () => false, pingDatabase: () => pingDatabase(database.db) },
    });
    http = await startHttpServer(app, { port: 0, host: '127.0.0.1' });
    origin = http.origin;
  }, 400_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      http?.server.close(() => resolve());
      http?.server.closeAllConnections();
    });
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 503 while a new thread starts, then 200 on the same data', async () => {
    const thread = database.pglite;
    if (!thread) throw new Error('an embedded database was expected');
    const statuses: number[] = [];
    const bodies503: string[] = [];
    const readiness: number[] = [];
    const liveness: number[] = [];
    let stopping = false;
    // Each search is one the server has not answered before: a kept public answer
    // (server/api/publicAnswerCache.ts) would otherwise be given without reading the database.
    let searches = 0;
    const reader = async () => {
      while (!stopping) {
        searches += 1;
        const response = await fetch(`${origin}/api/directory/billers?query=water+${searches}`);
        const body = await response.text();
        statuses.push(response.status);
        if (response.status === 503) {
          bodies503.push(`${response.headers.get('retry-after')} ${body}`);
        }
      }
    };
    const watcher = async () => {
      while (!stopping) {
        readiness.push(Number(await answers(`${origin}/readyz`)));
        liveness.push(Number(await answers(`${origin}/healthz`)));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all([reader(), reader(), reader(), watcher()]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await thread.crashThread();
    await waitFor(() => thread.restarts === 1, 'a new thread', 120_000);
    await waitFor(() => readiness.at(-1) === 200, '/readyz to answer 200 again', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopping = true;
    await load;

    expect(liveness.every((status) => status === 200)).toBe(true);
    const firstDown = readiness.indexOf(503);
    expect(firstDown).toBeGreaterThan(0);
    expect(readiness.at(-1)).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(bodies503.length).toBeGreaterThan(0);
    expect(bodies503.every((body) => /^5 .*"database_unavailable"/.test(body))).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    // The seeded data is all still there.
    const users = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(users.count)).toBeGreaterThan(10);
    expect(logLines.filter((line) => line.startsWith('lost'))).toHaveLength(1);
    expect(logLines.filter((line) => line.startsWith('recovered'))).toHaveLength(1);
  }, 300_000);
});
