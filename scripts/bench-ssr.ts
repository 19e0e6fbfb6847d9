// `npm run bench:ssr`: how close the whole server comes to React itself. For the insights page
// and a biller page it measures, in one process and one run, the production server (an HTTP
// request through Express, the API and Vike to the finished document) against a bare
// `renderToString` of the very same tree with the same data, and prints p50 latency and
// throughput at concurrency 1 and 10 for both, with their ratios (targets: p50 ≤ 2× the bare
// render; throughput at concurrency 10 ≥ 0.5× the bare render rate). Each page is measured twice:
// rendered (the request carries a cookie, so the rendered-page cache is neither read nor filled:
// server/http/renderedPageCache.ts) and served (no cookie: the kept page, as a first visit or a
// CDN's fetch gets it); the access log's `page_cache` field says which requests the cache gave.
// Signed in: the insights, biller and bills pages for a seeded user with a real session cookie,
// each request interleaved with a bare render of the same signed-in tree. The insights and biller
// pages are measured twice: rendered (a first visit: every request asks for an address of its
// own, `?visit=N`, which the signed-in page cache has not kept, so it renders: the session lookup
// and everything a signed-in render does, and keeps the page) and kept (a repeat visit of the one
// address: the page the signed-in cache kept for this session, server/http/signedInPageCache.ts).
// The bills page is never kept (it reads the person's bills). And the maintenance page (no data) rendered by
// Vike in-process as the framework's floor on this machine. Timings are medians of BENCH_ROUNDS
// rounds. The database is embedded PGlite in BENCH_DATA_DIR,
// seeded at SEED_SCALE (default) on the first run and kept; the server listens on BENCH_PORT (any
// free port if unset).
import http from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ComponentType } from 'react';
import { renderPage } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import BillerPage from '../pages/u/biller/@biller/+Page.js';
import BillsPage from '../pages/u/bills/+Page.js';
import InsightsPage from '../pages/u/bills-to-pay/@serviceGroup/@serviceType/+Page.js';
import { renderPageToString } from '../renderer/renderPageToString.js';
import { timeFrom } from '../server/api/apiDependencies.js';
import { apiSettingsFromConfig } from '../server/api/createApiApp.js';
import { systemClock } from '../server/clock.js';
import { createApiRouter } from '../server/api/createApiRouter.js';
import { createApp, hasProductionBuild } from '../server/app.js';
import { readServerConfig } from '../server/config.js';
import { startDatabase } from '../server/db/startDatabase.js';
import { seedScales, type SeedScale } from '../server/db/seed/seedScale.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Requests (or bare renders) per measurement. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARM_UP = 200;
/** What a browser sends for a first load (no compression asked: see the README's figures). */
const REQUEST_HEADERS = { accept: 'text/html', 'user-agent': 'bench-ssr' };
/** A cookie no page reads: the page is the same, but rendered for this request. */
const RENDERING_HEADERS = { ...REQUEST_HEADERS, cookie: 'bench_ssr=render' };

/**
 * How the server answers: rendering the page, giving the kept render, rendering it for a
 * signed-in visitor (a real session of a seeded user) on a first visit, or giving that visitor
 * the page kept for their session on a repeat visit.
 */
type ServerPath = 'rendered' | 'served' | 'signed in, rendered' | 'signed in, kept';
const SIGNED_IN_PATHS: readonly ServerPath[] = ['signed in, rendered', 'signed in, kept'];
/** The rows whose every request must be rendered. */
const RENDERED_PATHS: readonly ServerPath[] = ['rendered', 'signed in, rendered'];
/** The demo accounts' shared password (server/db/seed/demoUsers.ts). */
const DEMO_PASSWORD = 'doxo-demo-2026';

type Target = {
  name: string;
  path: string;
  Page: ComponentType;
  marker: string;
  /** The server paths measured for this page. */
  paths: readonly ServerPath[];
  /** The seeded user whose session the signed-in rows carry. */
  signedInAs: string;
};
type Figures = {
  p50: number;
  p95: number;
  perSecond: { 1: number; 10: number };
};

function seedScaleFromEnvironment(): SeedScale {
  const wanted = process.env.SEED_SCALE || 'default';
  const scale = seedScales.find((candidate) => candidate === wanted);
  if (!scale) throw new Error(`SEED_SCALE must be one of ${seedScales.join(', ')}`);
  return scale;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};
const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/** Runs `task` `count` times with `concurrency` in flight; the time of each, and the total. */
async function run(task: () => Promise<void>, count: number, concurrency: number) {
  const timings: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      const begin = performance.now();
      await task();
      timings.push(performance.now() - begin);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { timings: timings.sort((a, b) => a - b), seconds: (performance.now() - begin) / 1000 };
}

/**
 * The server's figures and the bare render's, taken in one interleaved run: one request, then one
 * bare render, and so on, so that whatever else the machine does weighs on both alike. The
 * throughput at concurrency 10 is taken for each in turn (the bare render is synchronous).
 */
async function measurePair(server: () => Promise<void>, bare: () => void): Promise<{ server: Figures; bare: Figures }> {
  const warm = async () => {
    await server();
    bare();
  };
  await run(warm, WARM_UP, 1);
  const serverTimings: number[] = [];
  const bareTimings: number[] = [];
  let serverSeconds = 0;
  let bareSeconds = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    let begin = performance.now();
    await server();
    const serverMs = performance.now() - begin;
    begin = performance.now();
    bare();
    const bareMs = performance.now() - begin;
    serverTimings.push(serverMs);
    bareTimings.push(bareMs);
    serverSeconds += serverMs / 1000;
    bareSeconds += bareMs / 1000;
  }
  const serverParallel = await run(server, SAMPLES, 10);
  const bareParallel = await run(async () => bare(), SAMPLES, 10);
  const figures = (timings: number[], seconds: number, parallelSeconds: number): Figures => {
    const sorted = timings.sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      perSecond: { 1: SAMPLES / seconds, 10: SAMPLES / parallelSeconds },
    };
  };
  return {
    server: figures(serverTimings, serverSeconds, serverParallel.seconds),
    bare: figures(bareTimings, bareSeconds, bareParallel.seconds),
  };
}

/** A session cookie for `email`, from the API's own sign-in. */
async function signIn(agent: http.Agent, origin: string, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: DEMO_PASSWORD });
  const cookie = await new Promise<string | undefined>((resolve, reject) => {
    const request = http.request(
      `${origin}/api/session`,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers['set-cookie']?.[0]?.split(';')[0]));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  if (!cookie) throw new Error(`Signing in as ${email} gave no session cookie.`);
  return cookie;
}

function fetchPage(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          location: response.headers.location,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The page's pageContext with its data, rendered the way the server renders it. */
async function renderedPageContext(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageContextServer> {
  const pageContext = await renderPage({
    urlOriginal: path,
    headersOriginal: headers,
    cspNonce: 'bench',
    requestId: 'bench',
    apiForServer: { baseUrl: `${origin}/api` },
    apiForBrowser: { baseUrl: '/api' },
  });
  if (pageContext.httpResponse?.statusCode !== 200 || !isRenderedPage(pageContext)) {
    throw new Error(`${path} did not render: ${pageContext.httpResponse?.statusCode}`);
  }
  return pageContext;
}

/** Vike answers a partial pageContext; a page that rendered has all of it. */
function isRenderedPage<Answer extends Partial<PageContextServer>>(
  pageContext: Answer,
): pageContext is Answer & PageContextServer {
  return pageContext.config !== undefined && pageContext.Page !== undefined;
}

async function main() {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('Run through `npm run bench:ssr` (NODE_ENV=production, after a build).');
  }
  if (!hasProductionBuild()) throw new Error('No production build: run `npm run build` first.');
  const config = readServerConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_PORT ?? '0',
  });
  const dataDirectory = process.env.BENCH_DATA_DIR || './.data/bench-ssr';
  const database = await startDatabase(
    { databaseUrl: undefined, dataDirectory, seedScale: seedScaleFromEnvironment() },
    (line) => console.log(line),
  );
  const apiRouter = createApiRouter({
    db: database.db,
    settings: apiSettingsFromConfig(config),
    log: (line) => console.error(line),
    ...timeFrom(systemClock),
  });
  // Counts the pages the rendered-page cache gave (server/http/accessLog.ts).
  let pagesFromCache = 0;
  const { app, close } = await createApp({
    config,
    log: (line) => {
      if (line.includes('"page_cache":"hit"')) pagesFromCache += 1;
    },
    apiRouter,
  });
  const server = http.createServer(app).listen(config.PORT, config.HOST);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const topBiller = await database.db
    .selectFrom('billers')
    .select(['slug', 'name'])
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const targets: Target[] = [
    {
      name: 'insights',
      path: '/u/bills-to-pay/all-groups/all-services',
      Page: InsightsPage,
      marker: 'Most Common Billers in',
      paths: ['rendered', 'served', ...SIGNED_IN_PATHS],
      signedInAs: 'demo@doxo.test',
    },
    {
      name: 'biller',
      path: `/u/biller/${topBiller.slug}`,
      Page: BillerPage,
      marker: topBiller.name,
      paths: ['rendered', 'served', ...SIGNED_IN_PATHS],
      signedInAs: 'demo@doxo.test',
    },
    {
      name: 'bills (280)',
      path: '/u/bills',
      Page: BillsPage,
      marker: 'bills-table',
      paths: ['signed in, rendered'],
      signedInAs: 'many@doxo.test',
    },
  ];

  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const sessionCookies = new Map<string, string>();
  for (const email of new Set(targets.map((target) => target.signedInAs))) {
    sessionCookies.set(email, await signIn(agent, origin, email));
  }
  const headersFor = (target: Target, path: ServerPath): Record<string, string> => {
    if (path === 'served') return REQUEST_HEADERS;
    if (path === 'rendered') return RENDERING_HEADERS;
    return { ...REQUEST_HEADERS, cookie: sessionCookies.get(target.signedInAs) ?? '' };
  };
  const key = (target: Target, path: ServerPath) => `${target.name}|${path}`;
  /**
   * Where one request of a row goes: a signed-in first visit of a page that may be kept asks for
   * an address never asked before (the same page, a query string no page reads), so it renders.
   */
  let visits = 0;
  const visitAddress = (target: Target, path: ServerPath, address: string, visit: number) =>
    path === 'signed in, rendered' && target.paths.includes('signed in, kept')
      ? `${address}${address.includes('?') ? '&' : '?'}visit=${visit}`
      : address;
  const requestAddress = (target: Target, path: ServerPath, address: string) => {
    visits += 1;
    return visitAddress(target, path, address, visits);
  };
  /** The address the bare render draws (and the check compares): visit 0, asked for once. */
  const bareAddress = (target: Target, path: ServerPath, address: string) => visitAddress(target, path, address, 0);
  const rounds = new Map<string, { server: Figures[]; bare: Figures[] }>();
  /**
   * The address each row requests: a signed-in visitor's insights page is redirected to their own
   * place (docs/product.md#default-location), and that page is the one measured.
   */
  const addresses = new Map<string, string>();
  /** The size of each page's document as the server sends it (no compression asked). */
  const documentBytes = new Map<string, number>();
  for (const target of targets) {
    for (const path of target.paths) {
      const first = await fetchPage(agent, `${origin}${target.path}`, headersFor(target, path));
      const address = first.status === 302 && first.location ? first.location : target.path;
      addresses.set(key(target, path), address);
      const pageContext = await renderedPageContext(
        origin,
        bareAddress(target, path, address),
        headersFor(target, path),
      );
      const bareHtml = renderPageToString(pageContext, target.Page);
      // The comparison is only fair if every side produces the same page: rendered, and kept (the
      // second cookie-less request is given what the first one's render left).
      const tries = path === 'served' || path === 'signed in, kept' ? 2 : 1;
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const answer = await fetchPage(
          agent,
          `${origin}${bareAddress(target, path, address)}`,
          headersFor(target, path),
        );
        if (answer.status !== 200 || !answer.body.includes(`<div id="root">${bareHtml}</div>`)) {
          throw new Error(`${address}: the ${path} page differs from the bare render.`);
        }
        documentBytes.set(key(target, path), Buffer.byteLength(answer.body));
      }
      rounds.set(key(target, path), { server: [], bare: [] });
    }
  }

  // The framework's floor: Vike rendering a page without data (the maintenance page), in-process.
  const floor: Figures[] = [];
  /** What share of a measurement's requests the rendered-page cache answered. */
  const cacheShares: Record<ServerPath, number[]> = {
    rendered: [],
    served: [],
    'signed in, rendered': [],
    'signed in, kept': [],
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      for (const path of target.paths) {
        const headers = headersFor(target, path);
        const address = addresses.get(key(target, path)) ?? target.path;
        const pageContext = await renderedPageContext(origin, bareAddress(target, path, address), headers);
        const figures = rounds.get(key(target, path));
        if (!figures) continue;
        const before = pagesFromCache;
        let requests = 0;
        const pair = await measurePair(
          async () => {
            requests += 1;
            const { status, body } = await fetchPage(
              agent,
              `${origin}${requestAddress(target, path, address)}`,
              headers,
            );
            if (status !== 200 || !body.includes(target.marker)) {
              throw new Error(`${address} answered ${status} without "${target.marker}".`);
            }
          },
          () => {
            renderPageToString(pageContext, target.Page);
          },
        );
        figures.server.push(pair.server);
        figures.bare.push(pair.bare);
        cacheShares[path].push((pagesFromCache - before) / requests);
      }
    }
    floor.push(
      (
        await measurePair(
          async () => {
            const answer = await renderPage({
              urlOriginal: '/u/maintenance',
              headersOriginal: {},
              requestId: 'bench',
              apiForServer: { baseUrl: `${origin}/api` },
              apiForBrowser: { baseUrl: '/api' },
            });
            await answer.httpResponse?.getBody();
          },
          () => {},
        )
      ).server,
    );
    console.log(`round ${round} of ${ROUNDS} done`);
  }
  if (Math.max(...RENDERED_PATHS.flatMap((path) => cacheShares[path])) > 0) {
    throw new Error('A page cache answered requests meant to be rendered.');
  }

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const rate = (value: number) => `${Math.round(value)}/s`;
  const ratio = (value: number) => `${value.toFixed(2)}×`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\nbench:ssr — production build, PGlite (${seedScaleFromEnvironment()} seed), ` +
      `medians of ${ROUNDS} rounds of ${SAMPLES} pages each; load average ` +
      `${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
  );
  const rows: string[][] = [
    [
      'page',
      'server',
      'p50 server',
      'p50 bare',
      'p50 ratio',
      'c1 server',
      'c1 bare',
      'c10 server',
      'c10 bare',
      'c10 ratio',
      'HTML',
    ],
  ];
  const medians = (list: Figures[]) => ({
    p50: median(list.map((f) => f.p50)),
    c1: median(list.map((f) => f.perSecond[1])),
    c10: median(list.map((f) => f.perSecond[10])),
  });
  const vikeFloor = medians(floor);
  const verdicts: string[] = [];
  for (const target of targets) {
    for (const path of target.paths) {
      const figures = rounds.get(key(target, path));
      if (!figures) continue;
      const bare = medians(figures.bare);
      const server = medians(figures.server);
      const latencyRatio = server.p50 / bare.p50;
      const throughputRatio = server.c10 / bare.c10;
      rows.push([
        target.name,
        path,
        ms(server.p50),
        ms(bare.p50),
        ratio(latencyRatio),
        rate(server.c1),
        rate(bare.c1),
        rate(server.c10),
        rate(bare.c10),
        ratio(throughputRatio),
        kb(documentBytes.get(key(target, path)) ?? 0),
      ]);
      const visit = path === 'signed in, kept' ? 'repeat visit' : 'first visit';
      if (path === 'rendered' || path === 'served') {
        verdicts.push(
          `${target.name}, ${path}: p50 ${ratio(latencyRatio)} the bare render (target ≤ 2×: ` +
            `${latencyRatio <= 2 ? 'met' : 'not met'}); throughput at concurrency 10 ` +
            `${ratio(throughputRatio)} the bare rate (target ≥ 0.5×: ` +
            `${throughputRatio >= 0.5 ? 'met' : 'not met'})`,
        );
      } else if (target.name === 'insights') {
        verdicts.push(
          `insights, ${path} (${visit}): p50 ${ratio(latencyRatio)} the bare render (target ≤ 3×: ` +
            `${latencyRatio <= 3 ? 'met' : 'not met'}); ${rate(server.c10)} at concurrency 10`,
        );
      } else if (target.name === 'biller') {
        const floorRatio = server.p50 / vikeFloor.p50;
        verdicts.push(
          `biller, ${path} (${visit}): p50 ${ratio(floorRatio)} the minimal Vike page (target ≤ 2×: ` +
            `${floorRatio <= 2 ? 'met' : 'not met'}); ${rate(server.c10)} at concurrency 10`,
        );
      } else {
        verdicts.push(
          `${target.name}, signed in: p50 ${ms(server.p50)} (target ≤ 30 ms: ` +
            `${server.p50 <= 30 ? 'met' : 'not met'}); HTML ` +
            `${kb(documentBytes.get(key(target, path)) ?? 0)} (target ≤ 120 KB: ` +
            `${(documentBytes.get(key(target, path)) ?? Infinity) <= 120 * 1024 ? 'met' : 'not met'})`,
        );
      }
    }
    const signedIn = SIGNED_IN_PATHS.map((path) => rounds.get(key(target, path)));
    const [firstVisit, repeatVisit] = signedIn.map((figures) => (figures ? medians(figures.server) : undefined));
    if (firstVisit && repeatVisit) {
      verdicts.push(
        `${target.name}, signed in: a repeat visit (kept) takes ` +
          `${ratio(repeatVisit.p50 / firstVisit.p50)} the p50 of a first visit (rendered), at ` +
          `concurrency 10 ${ratio(repeatVisit.c10 / firstVisit.c10)} its throughput`,
      );
    }
  }
  rows.push([
    'minimal Vike page',
    'in-process',
    ms(vikeFloor.p50),
    '',
    '',
    rate(vikeFloor.c1),
    '',
    rate(vikeFloor.c10),
    '',
    '',
    '',
  ]);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) {
    console.log(row.map((cell, column) => cell.padStart(widths?.[column] ?? 0)).join('  '));
  }
  const percent = (shares: number[]) => `${(100 * median(shares)).toFixed(1)} %`;
  console.log(
    `\nrendered: every request rendered (a cookie no page reads; the cache gave ` +
      `${percent(cacheShares.rendered)}). served: no cookie, the cache gave ` +
      `${percent(cacheShares.served)} of the requests (the rest rendered: the data version is ` +
      `re-read every 2 s). signed in, rendered: a real session of the seeded user, ` +
      `a first visit (an address not kept: the caches gave ` +
      `${percent(cacheShares['signed in, rendered'])}). signed in, kept: the same session's ` +
      `repeat visit (the signed-in page cache gave ${percent(cacheShares['signed in, kept'])}). ` +
      `The bare render is interleaved with the server's requests one by one.`,
  );
  console.log(`${verdicts.join('\n')}`);
  console.log(`(${[...new Set(addresses.values())].join(', ')}; floor: /u/maintenance)`);

  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
