// Environment: server
// The embedded database's first step: lock its folder and start PGlite in its worker thread
// (pgliteWorkerClient.ts). Kept free of the query builder and the PostgreSQL driver so the entry
// (server/index.ts) can take this step before it loads anything else: PGlite then opens in its
// own thread while this one loads Express, Vike and the API (docs/performance.md#start-up).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lockDataDirectory, type DataDirectoryLock } from './dataDirectoryLock.js';
import type { PgliteLocation } from './databaseLocation.js';
import { PgliteWorker } from './pgliteWorkerClient.js';
import { DATE_OID, NUMERIC_OID } from './postgresTypeOids.js';

export type OpenedPglite = { client: PgliteWorker; lock: DataDirectoryLock | undefined };

export async function openPgliteWorker(location: PgliteLocation): Promise<OpenedPglite> {
  const lock = location.kind === 'pglite' ? lockDataDirectory(location.dataDirectory) : undefined;
  try {
    return { client: await startPgliteWorker(location), lock };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** PGlite in a new worker thread, for `location` (whose folder the caller has locked). */
export async function startPgliteWorker(location: PgliteLocation): Promise<PgliteWorker> {
  const dataDir = location.kind === 'pglite' ? path.join(location.dataDirectory, 'pglite') : 'memory://';
  // A folder without a database yet starts from one of the build's templates, when there is one;
  // the module is loaded only then (docs/performance.md#start-up).
  const template =
    location.kind === 'pglite' && !existsSync(path.join(dataDir, 'PG_VERSION'))
      ? await (await import('./pgliteTemplate.js')).pgliteTemplateFor(dataDir, location.seedScale)
      : undefined;
  return PgliteWorker.start({
    dataDir,
    // (PGlite reads bigint as a number by itself.)
    numberTypes: [NUMERIC_OID],
    textTypes: [DATE_OID],
    sharedBuffersMb: location.sharedBuffersMb,
    ...(template === undefined ? {} : { template }),
  });
}
