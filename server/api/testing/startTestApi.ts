// Environment: server (tests)
// A real API over real HTTP on a real, freshly seeded database: PGlite in memory
// always, and PostgreSQL in a schema of its own when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../db/migrate.js';
import type { DatabaseLocation } from '../../db/databaseLocation.js';
import { openDatabase, type DatabaseHandle } from '../../db/openDatabase.js';
import { seedDatabase } from '../../db/seed/seedDatabase.js';
import { defaultApiSettings, timeFrom, type ApiSettings } from '../apiDependencies.js';
import { systemClock, type Clock } from '../../clock.js';
import { createApiApp } from '../createApiApp.js';
import { copyOfSeededTemplate } from './seededTemplates.js';
import type { ErrorResponse } from '../schemas/errorSchemas.js';
import type { SessionResponse } from '../schemas/sessionSchemas.js';
import { DEMO_PASSWORD } from '../../db/seed/demoUsers.js';

export type TestEngine = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Engines the API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: TestEngine[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { handle: DatabaseHandle; close: () => Promise<void> };

/**
 * A fresh, empty place for a test database that can be closed and opened again, as a restart
 * does: a folder of its own for PGlite, a schema of its own on PostgreSQL.
 */
export type TestDatabasePlace = {
  location: DatabaseLocation;
  /** Removes the folder or drops the schema (after every handle on it is closed). */
  dispose: () => Promise<void>;
};

export async function createTestDatabasePlace(engine: TestEngine): Promise<TestDatabasePlace> {
  if (engine === 'pglite' || !testDatabaseUrl) {
    const folder = await mkdtemp(path.join(tmpdir(), 'doxo-test-db-'));
    return {
      location: { kind: 'pglite', dataDirectory: folder },
      dispose: () => rm(folder, { recursive: true, force: true }),
    };
  }
  // A schema per test file: parallel files and runs never see each other's rows.
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    location: { kind: 'postgres', url: testDatabaseUrl, schema, maxConnections: 4 },
    async dispose() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export async function openTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const copy = await copyOfSeededTemplate(engine, testDatabaseUrl);
  // Without the run's template, a database of its own seeded here; PGlite in memory then: nothing
  // to clean up, and the fastest to seed.
  const place: TestDatabasePlace =
    copy ??
    (engine === 'pglite' || !testDatabaseUrl
      ? { location: { kind: 'pglite-memory' }, dispose: () => Promise.resolve() }
      : await createTestDatabasePlace(engine));
  const handle = await openDatabase(place.location);
  if (!copy) {
    await migrate(handle);
    await seedDatabase(handle.db, 'small');
  }
  return {
    handle,
    async close() {
      await handle.close();
      await place.dispose();
    },
  };
}

export type TestApi = {
  baseUrl: string;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

export async function startTestApi(
  database: TestDatabase,
  settings: Partial<ApiSettings> = {},
  clock: Clock = systemClock,
): Promise<TestApi> {
  const app = createApiApp({
    db: database.handle.db,
    settings: { ...defaultApiSettings, ...settings },
    log: () => {},
    ...timeFrom(clock),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}/api`;
  return {
    baseUrl,
    get: (path, init) => fetch(`${baseUrl}${path}`, init),
    send: (method, path, body, headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type SignedIn = { token: string; csrfToken: string; cookie: string; userId: number };

export async function signIn(api: TestApi, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await api.send('POST', '/session', { email, password });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body: SessionResponse = await response.json();
  if (!body.token) throw new Error('sign-in answered no token');
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token: body.token, csrfToken: body.csrf_token, cookie, userId: body.user.user_id };
}

export function bearer(session: SignedIn): Record<string, string> {
  return { authorization: `Bearer ${session.token}` };
}

export type CookieWrite = {
  method: string;
  path: string;
  body?: unknown;
  headers?: () => Record<string, string>;
};

/**
 * A write sent by session cookie twice: without the CSRF header (which the API must refuse with
 * 403) and with it. `headers` is called for each, so each can carry a fresh Idempotency-Key.
 */
export async function sendByCookie(
  api: TestApi,
  session: SignedIn,
  request: CookieWrite,
): Promise<{ forged: Response; proper: Response }> {
  const extra = request.headers ?? (() => ({}));
  const forged = await api.send(request.method, request.path, request.body, {
    cookie: session.cookie,
    ...extra(),
  });
  const proper = await api.send(request.method, request.path, request.body, {
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
    ...extra(),
  });
  return { forged, proper };
}

/** Idempotency keys that no other test, file or run uses. */
export function idempotencyKeys(prefix: string): () => string {
  let counter = 0;
  const run = randomBytes(4).toString('hex');
  return () => `${prefix}-${run}-${(counter += 1).toString().padStart(4, '0')}`;
}

/** The API's error body of a failed answer. */
export async function errorOf(response: Response): Promise<ErrorResponse['error']> {
  return ((await response.json()) as ErrorResponse).error;
}

/** The names of the fields a refused answer points at, sorted. */
export async function errorFieldsOf(response: Response): Promise<string[]> {
  return Object.keys((await errorOf(response)).fields ?? {}).sort();
}
