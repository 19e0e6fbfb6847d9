// Environment: server
// Opens the product database (docs/architecture.md#the-parts): PGlite in a local folder (or in
// memory) by default, a PostgreSQL server through a connection pool when a URL is given. Both
// speak the same dialect, so migrations and queries are shared.
import { PostgresDialect, type Kysely } from 'kysely';
import type { DatabaseLocation, PgliteLocation } from './databaseLocation.js';
import { trackDatabaseOutages, type DatabaseOutageEvents, type DatabaseOutages } from './databaseOutages.js';
import type { Database } from './databaseSchema.js';
import { openPgliteWorker, startPgliteWorker, type OpenedPglite } from './openPgliteWorker.js';
import { discardLostConnections } from './discardLostConnections.js';
import { PgliteDialect } from './pgliteDialect.js';
import type { PgliteWorker } from './pgliteWorkerClient.js';
import { RestartingPglite } from './restartingPglite.js';
import { DATE_OID, INT8_OID, NUMERIC_OID } from './postgresTypeOids.js';
import { createRetryingKysely } from './retryingKysely.js';
import { pgliteUserChanges, provideUserChanges } from './userChanges.js';

export type DatabaseEngine = 'pglite' | 'postgres';

export type Migration = { version: string; sql: string };

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** Applies the migrations not yet recorded, each in its own transaction, once across processes. */
  applyMigrations: (migrations: readonly Migration[]) => Promise<string[]>;
  close: () => Promise<void>;
  /**
   * PGlite in a folder only: this handle closed and the same database opened in a new worker
   * thread, its folder still locked. WebAssembly memory only grows, so after a large write (the
   * seed: about 1.2 GB) this is how a process gives that memory back
   * (docs/performance.md#start-up).
   */
  reopenedInNewWorker?: () => Promise<DatabaseHandle>;
  /** PGlite in a folder only: its folder was created just now from a build's template. */
  unpackedTemplate?: boolean;
  /** PGlite only: its thread, started again when it dies (restartingPglite.ts). */
  pglite?: RestartingPglite;
};

// See postgresTypeOids.ts.
const readAsNumber = (value: string) => Number(value);
const readAsText = (value: string) => value;

const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;
const APPLIED_VERSIONS_SQL = 'SELECT version FROM schema_migrations';
type AppliedVersion = { version: string };

/**
 * The migrations not recorded yet, in their order. The recorded ones are read in one query: one
 * query per migration file took about 0.1 s of every start on PGlite
 * (docs/performance.md#start-up).
 */
function pendingMigrations(migrations: readonly Migration[], applied: readonly AppliedVersion[]): Migration[] {
  const recorded = new Set(applied.map(({ version }) => version));
  return migrations.filter(({ version }) => !recorded.has(version));
}

// Any constant shared by every process of this product: serializes concurrent migrators of one
// schema (the lock is keyed by the schema too).
const MIGRATION_LOCK_KEY = 4_725_019;

/**
 * What a process hears of its database going away and coming back (a PostgreSQL restart, PGlite's
 * worker restarted): once per outage each. Default: a JSON log line each (databaseOutages.ts).
 */
export type DatabaseEvents = DatabaseOutageEvents;

/**
 * `pglite`: PGlite's worker when the caller already started it (openPgliteWorker), e.g. the
 * server's entry before loading the rest of the server (docs/performance.md#start-up); it must be
 * for `location`.
 */
export async function openDatabase(
  location: DatabaseLocation,
  events: DatabaseEvents = {},
  pglite?: Promise<OpenedPglite>,
): Promise<DatabaseHandle> {
  const outages = trackDatabaseOutages(events);
  return location.kind === 'postgres'
    ? openPostgres(location, outages)
    : openPglite(await (pglite ?? openPgliteWorker(location)), location, outages);
}

export type PgliteScripts = Pick<PgliteWorker, 'exec' | 'query' | 'transaction'>;

export async function applyPgliteMigrations(
  client: PgliteScripts,
  migrations: readonly Migration[],
): Promise<string[]> {
  await client.exec(MIGRATIONS_TABLE_SQL);
  const { rows } = await client.query<AppliedVersion>(APPLIED_VERSIONS_SQL, []);
  const applied: string[] = [];
  for (const migration of pendingMigrations(migrations, rows)) {
    await client.transaction([
      { sql: migration.sql },
      {
        sql: 'INSERT INTO schema_migrations (version) VALUES ($1)',
        parameters: [migration.version],
      },
    ]);
    applied.push(migration.version);
  }
  return applied;
}

function openPglite(
  { client: first, lock }: OpenedPglite,
  location: PgliteLocation,
  outages: DatabaseOutages,
): DatabaseHandle {
  // PGlite runs in a worker thread, so its queries never hold up this one (issues 12, 14), and
  // a thread that dies is replaced (restartingPglite.ts).
  const client = new RestartingPglite(first, {
    start: () => startPgliteWorker(location),
    // In memory the data died with the thread: the schema, at least, comes back before use.
    ...(location.kind === 'pglite-memory'
      ? {
          prepare: async (worker: PgliteWorker) => {
            const { readMigrations } = await import('./migrate.js');
            await applyPgliteMigrations(worker, await readMigrations());
          },
        }
      : {}),
    outages,
  });
  const db: Kysely<Database> = createRetryingKysely(new PgliteDialect(client), outages);
  const stopUserChanges = provideUserChanges(db, () => pgliteUserChanges(client));
  return {
    db,
    engine: 'pglite',
    pglite: client,
    applyMigrations: (migrations) => applyPgliteMigrations(client, migrations),
    async close() {
      await stopUserChanges();
      await db.destroy();
      lock?.release();
    },
    ...(location.kind === 'pglite'
      ? {
          unpackedTemplate: first.unpackedTemplate,
          async reopenedInNewWorker() {
            // Ends the worker thread, and its memory with it; the lock stays held throughout.
            await stopUserChanges();
            await db.destroy();
            try {
              return openPglite({ client: await startPgliteWorker(location), lock }, location, outages);
            } catch (error) {
              lock?.release();
              throw error;
            }
          },
        }
      : {}),
  };
}

/** A request waits at most this long for a connection, instead of forever while the server is down. */
const CONNECTION_TIMEOUT_MS = 5_000;

async function openPostgres(
  location: Extract<DatabaseLocation, { kind: 'postgres' }>,
  outages: DatabaseOutages,
): Promise<DatabaseHandle> {
  // The driver is loaded only for PostgreSQL: an embedded-database start does not read it
  // (docs/performance.md#start-up).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: location.url,
    max: location.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID || oid === NUMERIC_OID) return readAsNumber;
        if (oid === DATE_OID) return readAsText;
        return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
      },
    },
  });
  // A pooled connection fails on its own when the server restarts or the network drops it. The
  // pool listens on its idle connections only (and emits 'error'), not on one checked out for a
  // query: there the failure was an uncaught exception that took the process down. So every
  // connection gets a listener of its own for its whole life, and the pool's event is heard too.
  pool.on('connect', (client) => client.on('error', (error) => outages.lost(error)));
  pool.on('error', (error) => outages.lost(error));
  // Fail at start with the server's own message (bad URL, refused connection), not at first use.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  // No feed of changed users here: its notifications reach another process some time after the
  // writer's COMMIT returns, so a kept answer is checked against the user's version on every
  // request (server/db/userChanges.ts).
  const db: Kysely<Database> = createRetryingKysely(
    new PostgresDialect({ pool: discardLostConnections(pool) }),
    outages,
  );
  return {
    db,
    engine: 'postgres',
    async applyMigrations(migrations) {
      const client = await pool.connect();
      const applied: string[] = [];
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK_KEY]);
        await client.query(MIGRATIONS_TABLE_SQL);
        const { rows } = await client.query<AppliedVersion>(APPLIED_VERSIONS_SQL);
        for (const migration of pendingMigrations(migrations, rows)) {
          await client.query('BEGIN');
          try {
            await client.query(migration.sql);
            await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK');
            throw error;
          }
          applied.push(migration.version);
        }
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        client.release();
      }
      return applied;
    },
    async close() {
      await db.destroy();
    },
  };
}
