// `npm run bench:load` (issue 14): the production server under a burst of mixed traffic, on the
// embedded default (PGlite) and on PostgreSQL. Each run starts `node scripts/start.mjs` on
// BENCH_PORT, waits for /readyz, sends BENCH_DURATION seconds × BENCH_CONNECTIONS connections of
// server-rendered pages, their pageContext.json, and API calls, then stops it with SIGTERM.
// Prints requests, statuses, errors, timeouts, latency p50/p99 and the server's RSS before and
// after, and which of issue 14's goals were missed (errors, timeouts, answers other than 200 —
// 503s count — p99 at 1 s or more, RSS growth of 10 % or more). Both databases are seeded at
// SEED_SCALE=default on the first run and kept: PGlite in .data/bench-load, PostgreSQL in the
// database doxo_bench_load of BENCH_DATABASE_URL or TEST_DATABASE_URL. BENCH_ENGINES=pglite or
// postgres runs one of them; BENCH_NODE_ARGS are handed to the server's node (e.g. --cpu-prof).
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  root,
  rssMegabytes,
  spawnServer,
  stopServer,
  waitUntilAnswering,
} from './bench-serverProcess.js';

const port = Number(process.env.BENCH_PORT ?? 3560);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** A request unanswered after this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const origin = `http://127.0.0.1:${port}`;

type Engine = 'pglite' | 'postgres';

async function postgresUrl(): Promise<string> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL run.');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'doxo_bench_load'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE doxo_bench_load');
  await admin.end();
  const url = new URL(base);
  url.pathname = '/doxo_bench_load';
  return url.toString();
}

async function startServer(engine: Engine): Promise<ChildProcess> {
  // e.g. BENCH_NODE_ARGS=--cpu-prof to see where the server's time goes.
  const nodeArguments = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawnServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_SCALE: 'default',
      DATABASE_URL: engine === 'postgres' ? await postgresUrl() : '',
      DATA_DIR: `${root}.data/bench-load`,
    },
    nodeArguments,
  );
  await waitUntilAnswering(server, `${origin}/readyz`, { timeoutMs: 10 * 60_000, intervalMs: 500 });
  return server;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: T = await response.json();
  return body;
}

/** The mix: what visitors of the public pages and the signed-out app ask for. */
async function requestMix(): Promise<string[]> {
  const { service_types: types } = await getJson<{
    service_types: { slug: string; service_type_group: { slug: string } }[];
  }>('/api/directory/service_types');
  const { locations } = await getJson<{ locations: { counties?: { hierarchy: string }[] } }>(
    `/api/locations/search?query=${encodeURIComponent("name~'san' AND type:county")}`,
  );
  const { billers } = await getJson<{ billers: { slug: string }[] }>(
    '/api/directory/billers?query=energy',
  );
  const hierarchies = (locations.counties ?? []).map((place) => place.hierarchy).slice(0, 5);
  const slugs = billers.map((biller) => biller.slug).slice(0, 5);
  const mix: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const type = types[(index * 3) % types.length];
    const group = type?.service_type_group.slug ?? 'all-groups';
    const place = hierarchies[index % Math.max(1, hierarchies.length)] ?? '/usa';
    const days = [30, 91, 182, 365][index % 4];
    mix.push(
      `/u/bills-to-pay/${group}/${type?.slug ?? 'all-services'}${place}`,
      `/u/bills-to-pay/all-groups/all-services/index.pageContext.json`,
      ...(slugs[index] ? [`/u/biller/${slugs[index]}`] : []),
      `/api/insights/most_common_billers?location=${encodeURIComponent(place)}&days=${days}`,
      `/api/insights/pay_methods?location=${encodeURIComponent(place)}&days=${days}`,
      `/api/directory/billers?query=${['water', 'gas', 'bank', 'city', 'mobile'][index]}`,
      `/api/locations/search?query=${encodeURIComponent(`name~'${['sea', 'por', 'aus', 'bos', 'den'][index]}' AND type:city`)}`,
      '/api/session',
    );
  }
  return mix;
}

type Figures = {
  engine: Engine;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
  rssBefore: number;
  rssAfter: number;
  shutdownExit: number | null;
};

async function run(engine: Engine): Promise<Figures> {
  console.log(`\n== ${engine}: starting the server (seeding on the first run)…`);
  const server = await startServer(engine);
  try {
    return await measure(engine, server);
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
  }
}

async function measure(engine: Engine, server: ChildProcess): Promise<Figures> {
  const pid = server.pid ?? 0;
  const mix = await requestMix();
  // A short warm-up so both engines start with their caches filled.
  await autocannon({
    url: origin,
    connections: 4,
    amount: mix.length * 4,
    requests: mix.map((path) => ({ path })),
  });
  const rssBefore = rssMegabytes(pid);
  console.log(
    `== ${engine}: ${durationSeconds} s × ${connections} connections over ${mix.length} URLs…`,
  );
  const result = await autocannon({
    url: origin,
    connections,
    duration: durationSeconds,
    timeout: TIMEOUT_SECONDS,
    requests: mix.map((path) => ({ path })),
  });
  const rssAfter = rssMegabytes(pid);
  const shutdownExit = await stopServer(server);
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = count ?? 0;
  }
  return {
    engine,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts ?? 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rssBefore,
    rssAfter,
    shutdownExit,
  };
}

function print(figures: Figures) {
  const growth = ((figures.rssAfter / figures.rssBefore - 1) * 100).toFixed(1);
  console.log(
    [
      `${figures.engine.padEnd(9)} requests ${figures.requests}`,
      `statuses ${JSON.stringify(figures.statuses)}`,
      `errors ${figures.errors}`,
      `timeouts ${figures.timeouts}`,
      `p50 ${figures.p50} ms`,
      `p99 ${figures.p99} ms`,
      `max ${figures.max} ms`,
      `RSS ${figures.rssBefore} → ${figures.rssAfter} MB (${growth} %)`,
      `exit on SIGTERM ${figures.shutdownExit}`,
    ].join(' · '),
  );
  const missed = missedGoals(figures);
  console.log(
    `${''.padEnd(9)} goals: ${missed.length === 0 ? 'met' : `missed ${missed.join(', ')}`}`,
  );
}

/** Issue 14's goals on this load: every request answered 200 within a second, memory steady. */
function missedGoals(figures: Figures): string[] {
  const refused = Object.entries(figures.statuses)
    .filter(([code]) => code !== '200')
    .reduce((sum, [, count]) => sum + count, 0);
  const growth = figures.rssAfter / figures.rssBefore - 1;
  return [
    ...(figures.errors > 0 ? [`${figures.errors} errors`] : []),
    ...(figures.timeouts > 0 ? [`${figures.timeouts} timeouts`] : []),
    ...(refused > 0 ? [`${refused} answers other than 200 (503s count)`] : []),
    ...(figures.p99 >= 1000 ? [`p99 ${figures.p99} ms ≥ 1 s`] : []),
    ...(growth >= 0.1 ? [`RSS growth ${(growth * 100).toFixed(1)} % ≥ 10 %`] : []),
  ];
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .filter((name): name is Engine => name === 'pglite' || name === 'postgres');
const results: Figures[] = [];
for (const engine of engines) results.push(await run(engine));
console.log(`\nbench:load, ${durationSeconds} s × ${connections} connections, mixed pages and API`);
results.forEach(print);
