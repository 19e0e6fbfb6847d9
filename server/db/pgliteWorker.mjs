// Environment: server (a worker thread)
// The embedded database's own thread (issues 12 and 14): PGlite is PostgreSQL compiled to
// WebAssembly, and a query runs synchronously wherever PGlite lives. On the main thread a slow
// query (a refresh, a cache miss under load) froze rendering and every other request for its
// whole duration. Here it owns the PGlite instance and answers the main thread's messages
// (server/db/pgliteWorkerClient.ts); rows come back structured-cloned, so dates, bigints, JSON,
// arrays and bytes keep the types PGlite gave them.
//
// Plain JavaScript on purpose: a worker's entry is loaded by Node itself, and Node 20 loads
// TypeScript in a worker only through a loader thread (tsx), about 2 s per database opened on a
// busy machine — every test's in-memory database, every start. The message shapes are typed in
// pgliteWorkerClient.ts, which checks every answer.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {import('./pgliteWorkerClient.ts').PgliteWorkerOptions} */
const { dataDir, numberTypes, textTypes, sharedBuffersMb, template } = workerData;

/** @type {Record<number, (value: string) => unknown>} */
const parsers = {};
for (const oid of numberTypes) parsers[oid] = (value) => Number(value);
for (const oid of textTypes) parsers[oid] = (value) => value;

/**
 * An error as plain data: structured cloning keeps an Error's message but drops the fields
 * PostgreSQL adds (code, detail, constraint…), and some of PGlite's own fields (the query
 * options) hold functions that cannot be cloned at all.
 * @param {unknown} error
 */
function describe(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * @param {PGlite | import('@electric-sql/pglite').Transaction} client
 * @param {{ sql: string, parameters?: unknown[] }} statement
 */
async function run(client, statement) {
  // Parameters go through the extended protocol (one statement); without them, the simple
  // protocol runs a whole script, as migrations need.
  if (statement.parameters) {
    const { rows, affectedRows } = await client.query(statement.sql, statement.parameters);
    return { rows, affectedRows };
  }
  await client.exec(statement.sql);
  return { rows: [] };
}

/** @type {PGlite} */
let client;
try {
  client = await PGlite.create(dataDir, {
    parsers,
    // An empty folder's first start unpacks the build's template instead of running initdb
    // (server/db/pgliteTemplate.ts).
    ...(template === undefined ? {} : { loadDataDir: new Blob([await readFile(template)]) }),
    // Trigram indexes serve biller search's substring match (migration 0030).
    extensions: { pg_trgm },
    // PostgreSQL's settings are its command line here: PGlite's own, plus the buffer size
    // (PGLITE_SHARED_BUFFERS_MB; docs/performance.md#start-up).
    ...(sharedBuffersMb === undefined
      ? {}
      : {
          startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
        }),
  });
} catch (error) {
  parentPort?.postMessage({ kind: 'failed', error: describe(error) });
  process.exit(1);
}

// PostgreSQL's checkpointer is a process of its own, which PGlite does not have: without it the
// write-ahead log is never trimmed, and every write stays in pg_wal for good (a flood of error
// reports grew a data folder by 680 MB). So this thread checkpoints itself, as the checkpointer
// would, once the log has grown by CHECKPOINT_WAL_BYTES since the last checkpoint; it looks after
// every CHECKPOINT_CHECK_STATEMENTS statements and every CHECKPOINT_CHECK_MS.
const CHECKPOINT_WAL_BYTES = 16 * 1024 * 1024;
const CHECKPOINT_CHECK_STATEMENTS = 200;
const CHECKPOINT_CHECK_MS = 60_000;
let statementsSinceCheck = 0;

async function checkpointWhenDue() {
  statementsSinceCheck = 0;
  try {
    const { rows } = await client.query(
      `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 AS pending
       FROM pg_control_checkpoint()`,
    );
    const pending = /** @type {{ pending: number } | undefined} */ (rows[0])?.pending ?? 0;
    if (pending >= CHECKPOINT_WAL_BYTES) await client.exec('CHECKPOINT');
  } catch {
    // Inside a transaction that failed, or while closing: the next look will do.
  }
}
setInterval(() => void checkpointWhenDue(), CHECKPOINT_CHECK_MS).unref();

parentPort?.on(
  'message',
  /** @param {import('./pgliteWorkerClient.ts').WorkerRequest} request */
  async (request) => {
    try {
      let result = { rows: /** @type {unknown[]} */ ([]) };
      if (request.kind === 'run') {
        result = await run(client, request.statement);
      } else if (request.kind === 'transaction') {
        await client.transaction(async (transaction) => {
          for (const statement of request.statements) await run(transaction, statement);
        });
      } else if (request.kind === 'listen') {
        // PGlite calls this while it reads the committing statement's answer, so the main thread
        // gets the notification before that statement's answer (messages keep their order).
        const { channel } = request;
        await client.listen(channel, (payload) => {
          parentPort?.postMessage({ kind: 'notification', channel, payload });
        });
      } else {
        await client.close();
      }
      parentPort?.postMessage({ kind: 'answer', id: request.id, result });
      statementsSinceCheck += 1;
      if (request.kind !== 'close' && statementsSinceCheck >= CHECKPOINT_CHECK_STATEMENTS) {
        await checkpointWhenDue();
      }
    } catch (error) {
      parentPort?.postMessage({ kind: 'error', id: request.id, error: describe(error) });
    }
  },
);
parentPort?.postMessage({ kind: 'ready' });
