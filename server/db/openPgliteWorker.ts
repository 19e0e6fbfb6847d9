// Environment: server
// The embedded database's first step: lock its folder and start PGlite in its worker thread
// (pgliteWorkerClient.ts). Kept free of the query builder and the PostgreSQL driver so the entry
// (server/index.ts) can take this step before it loads anything else: PGlite then opens in its
// own thread while this one loads Express, Vike and the API (docs/performance.md#start-up).
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
export function startPgliteWorker(location: PgliteLocation): Promise<PgliteWorker> {
  return PgliteWorker.start({
    dataDir: location.kind === 'pglite' ? path.join(location.dataDirectory, 'pglite') : 'memory://',
    // (PGlite reads bigint as a number by itself.)
    numberTypes: [NUMERIC_OID],
    textTypes: [DATE_OID],
    sharedBuffersMb: location.sharedBuffersMb,
  });
}
