// Environment: server
// Which database a process uses, read from its configuration. Kept free of the database
// libraries, so the entry (server/index.ts) can tell where the embedded database lives and start
// opening it before anything heavy is loaded (docs/performance.md#start-up).
import type { ServerConfig } from '../config.js';
import type { SeedScale } from './seed/seedScale.js';

/** DATA_DIR=memory:// keeps PGlite's data in memory: nothing on disk, gone at exit (tests). */
export const IN_MEMORY = 'memory://';

export type DatabaseSettings = {
  /** postgres://… to use a PostgreSQL server; unset for embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's folder, or memory://. */
  dataDirectory: string;
  seedScale: SeedScale;
  /** PGlite's shared_buffers; unset: PostgreSQL's default (128 MB). */
  pgliteSharedBuffersMb?: number;
  /** Connections to PostgreSQL this process keeps; unset: the pool's default. */
  postgresPoolSize?: number;
};

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number }
  | {
      kind: 'pglite';
      dataDirectory: string;
      sharedBuffersMb?: number;
      /** The seed it will get when empty: a new folder may start from the build's seeded copy. */
      seedScale?: SeedScale;
    }
  | { kind: 'pglite-memory'; sharedBuffersMb?: number };

export type PgliteLocation = Extract<DatabaseLocation, { kind: 'pglite' | 'pglite-memory' }>;

export function databaseLocationFor(settings: DatabaseSettings): DatabaseLocation {
  if (settings.databaseUrl) {
    const { postgresPoolSize } = settings;
    return {
      kind: 'postgres',
      url: settings.databaseUrl,
      ...(postgresPoolSize ? { maxConnections: postgresPoolSize } : {}),
    };
  }
  const sharedBuffersMb = settings.pgliteSharedBuffersMb;
  return settings.dataDirectory === IN_MEMORY
    ? { kind: 'pglite-memory', sharedBuffersMb }
    : {
        kind: 'pglite',
        dataDirectory: settings.dataDirectory,
        sharedBuffersMb,
        seedScale: settings.seedScale,
      };
}

export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.databaseUrl && settings.dataDirectory === IN_MEMORY) return 'PGlite in memory';
  if (!settings.databaseUrl) return `PGlite in ${settings.dataDirectory}`;
  const url = new URL(settings.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

export function databaseSettingsFromConfig(config: ServerConfig): DatabaseSettings {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDirectory: config.DATA_DIR,
    seedScale: config.SEED_SCALE,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    postgresPoolSize: config.DATABASE_POOL_SIZE,
  };
}
