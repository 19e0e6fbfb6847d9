// Environment: server
// Opens the product database (ARCHITECTURE.md § The parts, 4): PGlite in a local folder (or in
// memory) by default, a PostgreSQL server through a connection pool when a URL is given. Both
// speak the same dialect, so migrations and queries are shared.
import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseLocation, PgliteLocation } from './databaseLocation.js';
import type { Database } from './databaseSchema.js';
import { openPgliteWorker, startPgliteWorker, type OpenedPglite } from './openPgliteWorker.js';
import { PgliteDialect } from './pgliteDialect.js';
import { DATE_OID, INT8_OID, NUMERIC_OID } from './postgresTypeOids.js';

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
   * seed: about 1.2 GB) this is how a process gives that memory back (issue 12).
   */
  reopenedInNewWorker?: () => Promise<DatabaseHandle>;
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
 * query per migration file took about 0.1 s of every start on PGlite (issue 12).
 */
function pendingMigrations(
  migrations: readonly Migration[],
  applied: readonly AppliedVersion[],
): Migration[] {
  const recorded = new Set(applied.map(({ version }) => version));
  return migrations.filter(({ version }) => !recorded.has(version));
}

// Any constant shared by every process of this product: serializes concurrent migrators of one
// schema (the lock is keyed by the schema too).
const MIGRATION_LOCK_KEY = 4_725_019;

export type DatabaseEvents = {
  /**
   * A pooled PostgreSQL connection failed while idle (the server restarted, the network dropped
   * it). The pool replaces it by itself; without a listener the failure would be an uncaught
   * exception (issue 14).
   */
  onConnectionError?: (error: Error) => void;
};

/** Default: one JSON line on stderr, the message only (the client object holds the password). */
function logConnectionError(error: Error): void {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      operation: 'database-pool',
      error: `${error.name}: ${error.message}`,
    }),
  );
}

/**
 * `pglite`: PGlite's worker when the caller already started it (openPgliteWorker), e.g. the
 * server's entry before loading the rest of the server (issue 12); it must be for `location`.
 */
export async function openDatabase(
  location: DatabaseLocation,
  events: DatabaseEvents = {},
  pglite?: Promise<OpenedPglite>,
): Promise<DatabaseHandle> {
  return location.kind === 'postgres'
    ? openPostgres(location, events.onConnectionError ?? logConnectionError)
    : openPglite(await (pglite ?? openPgliteWorker(location)), location);
}

function openPglite({ client, lock }: OpenedPglite, location: PgliteLocation): DatabaseHandle {
  // PGlite runs in a worker thread, so its queries never hold up this one (issues 12, 14).
  const db = new Kysely<Database>({ dialect: new PgliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    async applyMigrations(migrations) {
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
    },
    async close() {
      await db.destroy();
      lock?.release();
    },
    ...(location.kind === 'pglite'
      ? {
          async reopenedInNewWorker() {
            // Ends the worker thread, and its memory with it; the lock stays held throughout.
            await db.destroy();
            try {
              return openPglite({ client: await startPgliteWorker(location), lock }, location);
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
  onConnectionError: (error: Error) => void,
): Promise<DatabaseHandle> {
  // The driver is loaded only for PostgreSQL: an embedded-database start does not read it (issue
  // 12).
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
        return format === 'binary'
          ? pg.types.getTypeParser(oid, 'binary')
          : pg.types.getTypeParser(oid, 'text');
      },
    },
  });
  pool.on('error', onConnectionError);
  // Fail at start with the server's own message (bad URL, refused connection), not at first use.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    async applyMigrations(migrations) {
      const client = await pool.connect();
      const applied: string[] = [];
      try {
        await client.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [
          MIGRATION_LOCK_KEY,
        ]);
        await client.query(MIGRATIONS_TABLE_SQL);
        const { rows } = await client.query<AppliedVersion>(APPLIED_VERSIONS_SQL);
        for (const migration of pendingMigrations(migrations, rows)) {
          await client.query('BEGIN');
          try {
            await client.query(migration.sql);
            await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
              migration.version,
            ]);
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
