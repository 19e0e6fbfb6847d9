// Environment: server (tests)
// Seeding the small test database costs about 30 s of CPU, and every API suite needs a fresh one
// on each engine: seeded suite by suite, that was most of the unit run's time. So a run seeds one
// template per engine, and each suite opens a copy of it: a copied PGlite folder, or a PostgreSQL
// database created from the template database. A copy is still the suite's own, exactly as a
// seed made at the start of the run would be. The first suite that needs an engine's template
// seeds it while the others wait for it, so a run of component tests alone seeds nothing; the
// run's folder for them comes from vitest's global set-up (tests/seedTemplatesOnce.ts), which
// also removes them after the last suite.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../db/migrate.js';
import { openDatabase } from '../../db/openDatabase.js';
import { seedDatabase } from '../../db/seed/seedDatabase.js';
import type { TestDatabasePlace, TestEngine } from './startTestApi.js';

/** The run's folder for its templates, handed from the global set-up to the test workers. */
const TEMPLATES_VARIABLE = 'TEST_TEMPLATES_DIR';

/** The PGlite folder's lock file (server/db/dataDirectoryLock.ts): a copy starts unlocked. */
const LOCK_FILE = 'lock';

/** How long a suite waits for another suite to seed a template (a loaded machine: minutes). */
const SEEDING_WAIT_MS = 10 * 60_000;

function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdminConnection<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function seedTemplate(location: Parameters<typeof openDatabase>[0]): Promise<void> {
  const handle = await openDatabase(location);
  try {
    await migrate(handle);
    await seedDatabase(handle.db, 'small');
  } finally {
    await handle.close();
  }
}

/** The run's templates folder, for the global set-up; returns the removal of all it holds. */
export async function createTemplatesFolder(postgresUrl: string | undefined): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'doxo-test-templates-'));
  process.env[TEMPLATES_VARIABLE] = root;
  return async () => {
    const postgresTemplate = path.join(root, 'postgres-database');
    if (postgresUrl && existsSync(postgresTemplate)) {
      const database = await readFile(postgresTemplate, 'utf8');
      await onAdminConnection(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    }
    await rm(root, { recursive: true, force: true });
  };
}

/** Seeds the engine's template into `root`; what `templateOf` then finds there. */
async function seedEngineTemplate(engine: TestEngine, root: string, postgresUrl: string | undefined): Promise<void> {
  if (engine === 'pglite') {
    await seedTemplate({ kind: 'pglite', dataDirectory: path.join(root, 'pglite') });
    return;
  }
  if (!postgresUrl) throw new Error('a PostgreSQL template needs TEST_DATABASE_URL');
  const database = `doxo_test_template_${randomBytes(6).toString('hex')}`;
  // Written first, so the run's clean-up drops the database even if seeding it fails.
  await writeFile(path.join(root, 'postgres-database'), database);
  await onAdminConnection(postgresUrl, (admin) => admin.query(`CREATE DATABASE ${database}`));
  await seedTemplate({ kind: 'postgres', url: databaseUrl(postgresUrl, database) });
}

/**
 * Waits until the engine's template is seeded, seeding it here if no other suite has begun to.
 * Suites run in processes of their own, so they agree through the folder: the first to create
 * `{engine}.claim` seeds, and `{engine}.ready` (or `.failed`, with the error) tells the rest.
 */
async function seededTemplate(engine: TestEngine, root: string, postgresUrl: string | undefined): Promise<void> {
  const ready = path.join(root, `${engine}.ready`);
  const failed = path.join(root, `${engine}.failed`);
  if (existsSync(ready)) return;
  const claimed = await mkdir(path.join(root, `${engine}.claim`)).then(
    () => true,
    () => false,
  );
  if (claimed) {
    try {
      await seedEngineTemplate(engine, root, postgresUrl);
    } catch (error) {
      await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
    await writeFile(ready, '');
    return;
  }
  const deadline = Date.now() + SEEDING_WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`seeding the ${engine} template failed:\n${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the ${engine} template was not seeded in time`);
    await sleep(200);
  }
}

/**
 * A fresh copy of the run's seeded template for `engine`, or undefined where the run has no
 * templates folder (a script, or a run without the global set-up): the caller then seeds its own.
 */
export async function copyOfSeededTemplate(
  engine: TestEngine,
  postgresUrl: string | undefined,
): Promise<TestDatabasePlace | undefined> {
  const root = process.env[TEMPLATES_VARIABLE];
  if (!root || (engine === 'postgres' && !postgresUrl)) return undefined;
  await seededTemplate(engine, root, postgresUrl);
  if (engine === 'postgres' && postgresUrl) {
    const template = await readFile(path.join(root, 'postgres-database'), 'utf8');
    const database = `api_test_${randomBytes(6).toString('hex')}`;
    await onAdminConnection(postgresUrl, (admin) => admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
    return {
      location: { kind: 'postgres', url: databaseUrl(postgresUrl, database), maxConnections: 4 },
      dispose: () =>
        onAdminConnection(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).then(
          () => undefined,
        ),
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'doxo-test-db-'));
  await cp(path.join(root, 'pglite'), folder, {
    recursive: true,
    filter: (source) => path.basename(source) !== LOCK_FILE,
  });
  return {
    location: { kind: 'pglite', dataDirectory: folder },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}
