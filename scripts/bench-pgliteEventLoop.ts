// `npm run bench:pglite` (issues 12 and 14): how long the server's event loop is held while the
// embedded database runs a slow query, with PGlite on the main thread (as before) and in its
// worker thread (server/db/pgliteWorker.mjs). Runs BENCH_QUERIES times a query that scans
// BENCH_ROWS generated rows on each, a 1 ms timer ticking meanwhile, and prints the query's time
// and the longest the event loop went without running that timer (what every other request would
// have waited). In-memory databases: nothing to seed.
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteBackend } from '../server/db/pgliteDialect.js';
import { PgliteWorker } from '../server/db/pgliteWorkerClient.js';

const rows = Number(process.env.BENCH_ROWS ?? 2_000_000);
const queries = Number(process.env.BENCH_QUERIES ?? 3);
const SLOW_QUERY = `SELECT count(*) AS n, sum(g % 7) AS s FROM generate_series(1, ${rows}) AS g`;

type Figures = { where: string; queryMs: number; longestStallMs: number };

async function measure(where: string, backend: PgliteBackend): Promise<Figures> {
  await backend.query('SELECT 1', []);
  let last = performance.now();
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
  }, 1);
  let busyMs = 0;
  for (let index = 0; index < queries; index += 1) {
    const queryStarted = performance.now();
    await backend.query(SLOW_QUERY, []);
    busyMs += performance.now() - queryStarted;
    // A pause between queries, as between a server's requests: each stall is one query's.
    await sleep(20);
  }
  const queryMs = busyMs / queries;
  // One more tick, so a stall that lasted until the query's end is counted.
  await sleep(5);
  clearInterval(ticker);
  await backend.close();
  return { where, queryMs, longestStallMs };
}

const results = [
  await measure('main thread', await PGlite.create('memory://')),
  await measure('worker', await PgliteWorker.start({ dataDir: 'memory://', numberTypes: [], textTypes: [] })),
];
console.log(`\nbench:pglite — ${queries} × a scan of ${rows} rows`);
for (const { where, queryMs, longestStallMs } of results) {
  console.log(
    `${where.padEnd(12)} query ${queryMs.toFixed(0)} ms · ` +
      `event loop's longest stall ${longestStallMs.toFixed(1)} ms`,
  );
}
