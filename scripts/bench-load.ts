// `npm run bench:load` (docs/operations.md#bursts): the production server under a burst of mixed
// traffic, on the embedded default (PGlite) and on PostgreSQL. Each run starts `node
// scripts/start.mjs` on BENCH_PORT, waits for /readyz, signs three demo households in, warms up for
// BENCH_WARMUP seconds at full load, then sends BENCH_DURATION seconds × BENCH_CONNECTIONS
// connections of the mix and stops the server with SIGTERM. The mix is what real visitors send:
// public pages without a cookie (which the rendered-page cache may answer: the Cache-Status header
// says which it did), signed-in pages with their session cookie (rendered every time), public and
// signed-in API calls. Prints requests, statuses, errors, timeouts, latency p50/p99, the share of
// pages the cache answered, and the server's RSS at the end of the warm-up and of the run (each the
// mean of its last RSS_WINDOW_SECONDS of one-second samples, so one sample's GC timing does not
// decide the growth), and which goals were missed (errors, timeouts, answers other than 200 — 503s
// count — p99 over 500 ms, RSS growth over 25 %). Then, for each kind of request and each URL of
// the mix, its answers, p50 and p99, and how many were not 200 (the slowest URLs first), so a
// missed p99 says which requests are slow. Both databases are seeded at SEED_SCALE=default
// on the first run and kept: PGlite in .data/bench-load, PostgreSQL in the database doxo_bench_load
// (or BENCH_DATABASE_NAME) of BENCH_DATABASE_URL or TEST_DATABASE_URL. BENCH_ENGINES=pglite or postgres runs one of them;
// BENCH_NODE_ARGS are handed to the server's node (e.g. --cpu-prof). It also prints the server
// process's CPU time per request (PGlite's thread included, not PostgreSQL's own processes).
import type { ChildProcess } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds, root, rssMegabytes, spawnServer, stopServer, waitUntilAnswering } from './bench-serverProcess.js';

const port = Number(process.env.BENCH_PORT ?? 3560);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 20);
/** RSS is the mean of this many one-second samples, at the end of the warm-up and of the run. */
const RSS_WINDOW_SECONDS = 5;
/** A request unanswered after this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const origin = `http://127.0.0.1:${port}`;

type Engine = 'pglite' | 'postgres';

/** The PostgreSQL database the run seeds and keeps (another name keeps two runs apart). */
const databaseName = process.env.BENCH_DATABASE_NAME ?? 'doxo_bench_load';
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error('BENCH_DATABASE_NAME: a plain name');

async function postgresUrl(): Promise<string> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL run.');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${databaseName}`;
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

/**
 * The demo households (README, Signing in) with a household's usual handful of bills: each
 * signed-in visitor is one of them. Not many@doxo.test, whose 280 bills are there to exercise
 * paging: its bills page alone takes 1 to 2 s to render on this machine (568 KB of HTML), a case
 * of its own rather than a visitor of the mix.
 */
const DEMO_ACCOUNTS = ['demo@doxo.test', 'other@doxo.test', 'apo@doxo.test'];
const DEMO_PASSWORD = 'doxo-demo-2026';

type Kind = 'public page' | 'signed-in page' | 'public API' | 'signed-in API';

type MixEntry = { path: string; kind: Kind; headers?: Record<string, string>; account?: string };

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`${email}: sign-in answered ${response.status}`);
  return cookie;
}

/**
 * The mix: visitors of the public pages (no cookie) and signed-in households, pages and API
 * calls: 15 public pages (insights pages with a location, their pageContext.json, biller pages),
 * 20 public API calls, 9 signed-in pages and 15 signed-in API calls, each asked as often (the
 * printed answers give the shares). Every entry is asked once first: the run measures answers,
 * not mistakes in the mix.
 */
async function requestMix(): Promise<MixEntry[]> {
  const { service_types: types } = await getJson<{
    service_types: { slug: string; service_type_group: { slug: string } }[];
  }>('/api/directory/service_types');
  const { locations } = await getJson<{ locations: { counties?: { hierarchy: string }[] } }>(
    `/api/locations/search?query=${encodeURIComponent("name~'san' AND type:county")}`,
  );
  const { billers } = await getJson<{ billers: { slug: string }[] }>('/api/directory/billers?query=energy');
  const hierarchies = (locations.counties ?? []).map((place) => place.hierarchy).slice(0, 5);
  const slugs = billers.map((biller) => biller.slug).slice(0, 5);
  const mix: MixEntry[] = [];
  const add = (kind: Kind, path: string, headers?: Record<string, string>, account?: string) =>
    mix.push({ path, kind, ...(headers ? { headers } : {}), ...(account ? { account } : {}) });
  for (let index = 0; index < 5; index += 1) {
    const type = types[(index * 3) % types.length];
    const group = type?.service_type_group.slug ?? 'all-groups';
    const place = hierarchies[index % Math.max(1, hierarchies.length)] ?? '/usa';
    const days = [30, 91, 182, 365][index % 4];
    add('public page', `/u/bills-to-pay/${group}/${type?.slug ?? 'all-services'}${place}`);
    add('public page', '/u/bills-to-pay/all-groups/all-services/index.pageContext.json');
    if (slugs[index]) add('public page', `/u/biller/${slugs[index]}`);
    const location = encodeURIComponent(place);
    add('public API', `/api/insights/most_common_billers?location=${location}&days=${days}`);
    add('public API', `/api/insights/pay_methods?location=${location}&days=${days}`);
    add('public API', `/api/directory/billers?query=${['water', 'gas', 'bank', 'city', 'mobile'][index]}`);
    const city = ['sea', 'por', 'aus', 'bos', 'den'][index];
    add('public API', `/api/locations/search?query=${encodeURIComponent(`name~'${city}' AND type:city`)}`);
  }
  for (const email of DEMO_ACCOUNTS) {
    const headers = { cookie: await signIn(email) };
    for (const path of ['/u/bills', '/u/wallet', '/u/bills/history']) {
      add('signed-in page', path, headers, email);
    }
    for (const path of [
      '/api/session',
      '/api/users/me',
      '/api/accounts/list',
      '/api/wallet/instruments',
      '/api/payments',
    ]) {
      add('signed-in API', path, headers, email);
    }
  }
  for (const entry of mix) {
    const response = await fetch(`${origin}${entry.path}`, {
      headers: entry.headers ?? {},
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${entry.path} (${entry.kind}) answered ${response.status}`);
  }
  return mix;
}

/** RSS samples of `pid`, one a second, while `work` runs. */
async function sampleRss<T>(pid: number, work: Promise<T>): Promise<{ result: T; samples: number[] }> {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMegabytes(pid)), 1_000);
  try {
    return { result: await work, samples };
  } finally {
    clearInterval(timer);
  }
}

/** The mean of the last RSS_WINDOW_SECONDS samples. */
function settledRss(samples: number[]): number {
  const window = samples.slice(-RSS_WINDOW_SECONDS);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / Math.max(1, window.length));
}

/** One URL's (or one kind's) answers while counting: latencies in ms, and those not 200. */
type RouteFigures = { latencies: number[]; notOk: number };

type Figures = {
  engine: Engine;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers of each kind, and how many public pages the rendered-page cache gave. */
  answers: Record<Kind, number>;
  /** Per URL of the mix, in the mix's order. */
  routes: { entry: MixEntry; figures: RouteFigures }[];
  cacheHits: number;
  rssBefore: number;
  rssAfter: number;
  rssPeak: number;
  /** RSS over the run, a sample every tenth of it. */
  rssTrend: number[];
  /**
   * The server process's CPU time over the run (its threads, PGlite's included; not PostgreSQL's
   * own processes), in seconds: on a machine others share, the figure least moved by them.
   */
  cpuSeconds: number;
  /** The machine's load average (1 minute) at the end of the run: other jobs share the CPU. */
  loadAverage: number;
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
  const answers: Record<Kind, number> = {
    'public page': 0,
    'signed-in page': 0,
    'public API': 0,
    'signed-in API': 0,
  };
  let cacheHits = 0;
  let counting = false;
  const routes = mix.map((entry) => ({
    entry,
    figures: { latencies: [], notOk: 0 } as RouteFigures,
  }));
  // autocannon tells a request's status and body (onResponse), then, at once, the client tells
  // its latency ('response'): the first says which URL the second's figure belongs to.
  let answered: RouteFigures | undefined;
  const requests = mix.map((entry, index) => ({
    method: 'GET' as const,
    path: entry.path,
    ...(entry.headers ? { headers: entry.headers } : {}),
    onResponse: (status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
      answered = undefined;
      if (!counting) return;
      answered = routes[index]?.figures;
      if (answered && status !== 200) answered.notOk += 1;
      answers[entry.kind] += 1;
      // autocannon keeps the header names as sent.
      const cacheStatus = headers?.['Cache-Status'] ?? headers?.['cache-status'];
      if (String(cacheStatus ?? '').endsWith('; hit')) cacheHits += 1;
    },
  }));
  // autocannon starts every connection at the top of the list: they would all ask for the same
  // URL at once (100 renders of one signed-in page, then 100 cache hits). Real visitors are not
  // in step: each connection starts at its own place in the list.
  let started = 0;
  const setupClient = (client: autocannon.Client) => {
    const offset = (started * 7) % requests.length;
    started += 1;
    client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    client.on('response', (_status: number, _bytes: number, latency: number) => {
      answered?.latencies.push(latency);
      answered = undefined;
    });
  };
  console.log(`== ${engine}: warming up, ${warmupSeconds} s × ${connections} connections…`);
  const warmup = await sampleRss(
    pid,
    autocannon({
      url: origin,
      connections,
      duration: warmupSeconds,
      timeout: TIMEOUT_SECONDS,
      requests,
      setupClient,
    }),
  );
  const rssBefore = settledRss(warmup.samples);
  console.log(`== ${engine}: ${durationSeconds} s × ${connections} connections over ${mix.length} URLs…`);
  counting = true;
  const cpuBefore = cpuSeconds(pid);
  const { result, samples } = await sampleRss(
    pid,
    autocannon({
      url: origin,
      connections,
      duration: durationSeconds,
      timeout: TIMEOUT_SECONDS,
      requests,
      setupClient,
    }),
  );
  counting = false;
  const cpuAfter = cpuSeconds(pid);
  const [loadAverage = 0] = loadavg();
  const shutdownExit = await stopServer(server);
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = count ?? 0;
  }
  const step = Math.max(1, Math.floor(samples.length / 10));
  return {
    engine,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts ?? 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    answers,
    routes,
    cacheHits,
    rssBefore,
    rssAfter: settledRss(samples),
    rssPeak: Math.max(...samples),
    rssTrend: samples.filter((_, index) => index % step === 0),
    cpuSeconds: cpuAfter - cpuBefore,
    loadAverage,
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
      `RSS ${figures.rssBefore} → ${figures.rssAfter} MB (${growth} %, peak ${figures.rssPeak} MB)`,
      `exit on SIGTERM ${figures.shutdownExit}`,
      `server CPU ${figures.cpuSeconds.toFixed(1)} s (${((figures.cpuSeconds * 1000) / Math.max(1, figures.requests)).toFixed(2)} ms a request)`,
      `load average ${figures.loadAverage.toFixed(1)}`,
    ].join(' · '),
  );
  const pages = figures.answers['public page'];
  console.log(
    [
      `${''.padEnd(9)} answers: ${Object.entries(figures.answers)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}`,
      `public pages the rendered-page cache gave ${figures.cacheHits} (${pages ? ((figures.cacheHits / pages) * 100).toFixed(0) : 0} %; ${((figures.cacheHits / Math.max(1, figures.requests)) * 100).toFixed(0)} % of all requests)`,
    ].join(' · '),
  );
  console.log(`${''.padEnd(9)} RSS over the run (MB): ${figures.rssTrend.join(' ')}`);
  printRoutes(figures.routes);
  const missed = missedGoals(figures);
  console.log(`${''.padEnd(9)} goals: ${missed.length === 0 ? 'met' : `missed ${missed.join(', ')}`}`);
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function routeLine(label: string, latencies: number[], notOk: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5).toFixed(0);
  const p99 = percentile(sorted, 0.99).toFixed(0);
  return `${''.padEnd(9)} ${String(sorted.length).padStart(6)} answers  p50 ${p50.padStart(5)} ms  p99 ${p99.padStart(5)} ms  not 200 ${String(notOk).padStart(4)}  ${label}`;
}

/** Each kind of request, then each URL, the slowest (by p99) first. */
function printRoutes(routes: Figures['routes']) {
  const kinds = new Map<Kind, RouteFigures>();
  for (const { entry, figures } of routes) {
    const kind = kinds.get(entry.kind) ?? { latencies: [], notOk: 0 };
    kind.latencies.push(...figures.latencies);
    kind.notOk += figures.notOk;
    kinds.set(entry.kind, kind);
  }
  console.log(`${''.padEnd(9)} by kind:`);
  for (const [kind, figures] of kinds) {
    console.log(routeLine(kind, figures.latencies, figures.notOk));
  }
  console.log(`${''.padEnd(9)} by URL, slowest p99 first:`);
  const p99 = (latencies: number[]) =>
    percentile(
      [...latencies].sort((a, b) => a - b),
      0.99,
    );
  for (const { entry, figures } of [...routes].sort((a, b) => p99(b.figures.latencies) - p99(a.figures.latencies))) {
    const who = entry.headers ? ` (${entry.account ?? 'signed in'})` : '';
    console.log(routeLine(`${entry.kind}: ${entry.path}${who}`, figures.latencies, figures.notOk));
  }
}

/**
 * The goals on this load: no error, timeout or refusal (every answer a 200), p99 within half a
 * second, RSS at the end within 25 % of the run's start.
 */
function missedGoals(figures: Figures): string[] {
  const refused = Object.entries(figures.statuses)
    .filter(([code]) => code !== '200')
    .reduce((sum, [, count]) => sum + count, 0);
  const growth = figures.rssAfter / figures.rssBefore - 1;
  return [
    ...(figures.errors > 0 ? [`${figures.errors} errors`] : []),
    ...(figures.timeouts > 0 ? [`${figures.timeouts} timeouts`] : []),
    ...(refused > 0 ? [`${refused} answers other than 200 (503s count)`] : []),
    ...(figures.p99 > 500 ? [`p99 ${figures.p99} ms > 500 ms`] : []),
    ...(growth > 0.25 ? [`RSS growth ${(growth * 100).toFixed(1)} % > 25 %`] : []),
  ];
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .filter((name): name is Engine => name === 'pglite' || name === 'postgres');
const results: Figures[] = [];
for (const engine of engines) results.push(await run(engine));
console.log(
  `\nbench:load, ${durationSeconds} s × ${connections} connections after a ${warmupSeconds} s warm-up, ` +
    `public and signed-in pages and API calls; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);
results.forEach(print);
