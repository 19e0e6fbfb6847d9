// `npm run bench:api` (issues 3 and 12): latency percentiles of the insights, location-search and
// biller-search endpoints over real HTTP, on PostgreSQL seeded at SEED_SCALE=large (targets:
// insights p95 ≤ 3 ms; biller search p95 ≤ 2 ms on the default seed). The seed goes into its own
// schema (doxo_bench_{scale}) of BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL, and is
// kept for later runs; seeding it the first time takes minutes. BENCH_ENGINE=pglite measures the
// embedded database instead, kept in .data/bench-api-{scale}.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultApiSettings, timeFrom } from '../server/api/apiDependencies.js';
import { systemClock } from '../server/clock.js';
import { createApiApp } from '../server/api/createApiApp.js';
import { migrate } from '../server/db/migrate.js';
import type { DatabaseLocation } from '../server/db/databaseLocation.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { isSeeded, seedDatabase } from '../server/db/seed/seedDatabase.js';
import { seedScales, type SeedScale } from '../server/db/seed/seedScale.js';
import { createRandom } from '../server/db/seed/source/random.js';

const REQUESTS_PER_ENDPOINT = Number(process.env.BENCH_REQUESTS ?? 2_000);

function seedScaleFromEnvironment(): SeedScale {
  const wanted = process.env.SEED_SCALE || 'large';
  const scale = seedScales.find((candidate) => candidate === wanted);
  if (!scale) throw new Error(`SEED_SCALE must be one of ${seedScales.join(', ')}`);
  return scale;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

async function measure(label: string, baseUrl: string, paths: readonly string[]) {
  const timings: number[] = [];
  const statuses = new Map<number, number>();
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  timings.sort((a, b) => a - b);
  const format = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  console.log(
    `${label.padEnd(34)} n=${String(paths.length).padEnd(6)} p50 ${format(percentile(timings, 0.5))}` +
      ` p95 ${format(percentile(timings, 0.95))} p99 ${format(percentile(timings, 0.99))}` +
      `  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}

async function postgresLocation(schema: string): Promise<DatabaseLocation> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL.');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  return { kind: 'postgres', url, schema, maxConnections: 8 };
}

async function main() {
  const scale = seedScaleFromEnvironment();
  const SCHEMA = `doxo_bench_${scale}`;
  const location: DatabaseLocation =
    process.env.BENCH_ENGINE === 'pglite'
      ? {
          kind: 'pglite',
          dataDirectory: fileURLToPath(new URL(`../.data/bench-api-${scale}`, import.meta.url)),
        }
      : await postgresLocation(SCHEMA);
  console.log(`Engine: ${location.kind}`);

  const handle = await openDatabase(location);
  try {
    await migrate(handle);
    if (!(await isSeeded(handle.db))) {
      console.log(`Seeding ${SCHEMA} at scale ${scale} (first run only)…`);
      console.log(await seedDatabase(handle.db, scale));
    }
    const payments = await handle.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    console.log(`Database: ${payments.count} payments in ${SCHEMA}`);

    const app = createApiApp({
      db: handle.db,
      settings: defaultApiSettings,
      log: (line) => console.error(line),
      ...timeFrom(systemClock),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const address = server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

    const random = createRandom(7);
    const places = await handle.db.selectFrom('insight_scope_stats').select('location_hierarchy').distinct().execute();
    const types = await handle.db.selectFrom('service_types').select(['slug', 'group_id']).execute();
    const groups = await handle.db.selectFrom('service_type_groups').select(['id', 'slug']).execute();
    const cities = await handle.db
      .selectFrom('locations')
      .select(['name', 'type'])
      .where('type', '!=', 'country')
      .orderBy('population', 'desc')
      .limit(5_000)
      .execute();

    const insightQuery = () => {
      const place = random.pick(places).location_hierarchy;
      const days = random.pick([30, 91, 182, 365]);
      const scope = random.int(0, 2);
      const type = random.pick(types);
      const group = groups.find((candidate) => candidate.id === type.group_id)?.slug ?? 'all-groups';
      const filter =
        scope === 0
          ? ''
          : scope === 1
            ? `&service_type_group=${group}`
            : `&service_type_group=${group}&service_type=${type.slug}`;
      return `location=${encodeURIComponent(place)}&days=${days}${filter}`;
    };
    /** Times REQUESTS_PER_ENDPOINT requests, each to the path `make` answers then. */
    const measureEach = (label: string, make: () => string) =>
      measure(label, baseUrl, Array.from({ length: REQUESTS_PER_ENDPOINT }, make));

    // Warm the connection pool and the database caches before measuring.
    await measureEach('warm-up', () => `/insights/most_common_billers?${insightQuery()}`);
    await measureEach(
      'GET /insights/most_common_billers',
      () => `/insights/most_common_billers?${insightQuery()}&limit=${random.pick([5, 10, 20, 50])}`,
    );
    await measureEach('GET /insights/median_pay_amount', () => `/insights/median_pay_amount?${insightQuery()}`);
    await measureEach('GET /insights/pay_methods', () => `/insights/pay_methods?${insightQuery()}`);
    const billers = await handle.db.selectFrom('billers').select('slug').limit(2_000).execute();
    await measureEach(
      'GET /insights/biller_listing',
      () =>
        `/insights/biller_listing?biller=${random.pick(billers).slug}&location=${encodeURIComponent(random.pick(places).location_hierarchy)}`,
    );
    await measureEach('GET /locations/search', () => {
      const place = random.pick(cities);
      const prefix = place.name.slice(0, random.int(1, Math.min(6, place.name.length)));
      const filter = `name~'${prefix.replaceAll("'", "''")}' AND type:${place.type}`;
      return `/locations/search?query=${encodeURIComponent(filter)}`;
    });
    // What people type in the biller picker: the start of a word of a biller's name, 3 to 6
    // letters ("wat", "energ"), matched at the start of the name or of any word in it. Every URL
    // asked once (limit 1 to 50 varies it too), so the API's answer cache never serves one: this
    // times the search itself.
    const billerNames = await handle.db.selectFrom('billers').select('name').execute();
    const searches = new Set<string>();
    for (let tries = 0; searches.size < REQUESTS_PER_ENDPOINT * 2 && tries < 100_000; tries += 1) {
      const words = random
        .pick(billerNames)
        .name.split(/\s+/)
        .filter((word) => word.length >= 3);
      if (words.length === 0) continue;
      const text = random.pick(words).slice(0, random.int(3, 6)).toLowerCase();
      searches.add(`/directory/billers?query=${encodeURIComponent(text)}&limit=${random.int(1, 50)}`);
    }
    const [warmUp, timed] = [
      [...searches].filter((_, index) => index % 2 === 1),
      [...searches].filter((_, index) => index % 2 === 0),
    ];
    await measure('warm-up (biller search)', baseUrl, warmUp);
    await measure('GET /directory/billers?query', baseUrl, timed);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
