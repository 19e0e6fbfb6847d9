// Environment: server
// Every setting the server reads, validated once at start (docs/operations.md#configuration) so
// a typo fails loudly at boot instead of misbehaving at request time.
import { z } from 'zod';
import { DEFAULT_SITE_ORIGIN } from '../src/website/siteOrigin.js';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** An empty variable (`API_KEY=` copied from .env.example) means "not set". */
const optionalText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A comma-separated list of identifiers, each of one shape. */
function appIdList(pattern: RegExp, shape: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, `each must look like ${shape}`)).max(20));
}

const serverConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /** Where the micro-app reaches the product API; defaults to this server's own /api. */
  API_BASE_URL: optionalText(z.url()),
  /** Identifies this app to the API (X-Api-Key); browsers send it too, so it is not a secret. */
  API_KEY: optionalText(z.string().min(8).max(200)),
  MAINTENANCE: booleanFlag,
  /**
   * The secret a host shell signs its X-Shell-Context with (docs/host-contract.md). Unset: the
   * header is ignored and the reference container serves every page.
   */
  SHELL_SHARED_SECRET: optionalText(z.string().min(32).max(512)),
  /**
   * Where browsers load the built assets (/assets/…) from: this server's own address as the
   * world reaches it, or a CDN. Unset: the page's own origin.
   */
  ASSET_BASE_URL: optionalText(z.url().refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')),
  /**
   * The public website's address as search engines should list it: canonical links, Open Graph
   * URLs, robots.txt and the sitemap name it (docs/operations.md#public-website). `npm run build`
   * reads it too, for the prerendered pages.
   */
  SITE_ORIGIN: optionalText(
    z.url().refine((url) => /^https?:\/\/[^/]+\/?$/.test(url), 'must be an http(s) origin'),
  ).default(DEFAULT_SITE_ORIGIN),
  /**
   * The iOS apps (TEAMID.bundle.id, comma-separated) that open the site's links, for
   * /.well-known/apple-app-site-association; unset: none.
   */
  IOS_APP_IDS: optionalText(appIdList(/^[A-Z0-9]{10}\.[\w.-]+$/, 'TEAMID.bundle.id')),
  /** The Android app's signing certificate SHA-256 fingerprints for assetlinks.json; unset: none. */
  ANDROID_APP_CERT_SHA256: optionalText(appIdList(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'AA:BB:… (32 hex pairs)')),
  /** postgres://… switches the API to a PostgreSQL server; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalText(z.url().refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')),
  DATA_DIR: optionalText(z.string()).default('./.data'),
  /**
   * Connections each process keeps to PostgreSQL (DATABASE_URL). Each server process and each
   * worker holds a pool of its own, and together they must stay under the server's
   * max_connections (100 by default): docs/operations.md#postgresql.
   */
  DATABASE_POOL_SIZE: optionalText(z.coerce.number().int().min(1).max(500)).default(10),
  /**
   * PGlite's shared_buffers in MB. PostgreSQL's 128 MB default made a third of an idle server's
   * memory; 16–32 MB cut idle RSS by 120–150 MB with no query measurably slower on the default seed
   * (docs/performance.md#start-up). 16, not 32: PGlite has the whole pool resident from the start
   * (18 MB more RSS at 32), and `npm run bench:api` on the default seed was no slower at 16 (the
   * data files are in the OS's cache; a miss costs a read, not a disk seek).
   */
  PGLITE_SHARED_BUFFERS_MB: optionalText(z.coerce.number().int().min(1).max(4096)).default(16),
  /** Size of the seed written on first start and by `npm run seed` (docs/operations.md#seed). */
  SEED_SCALE: optionalText(z.enum(['small', 'default', 'large'])).default('default'),
  /**
   * Always mark the session cookie Secure. Without it the cookie is Secure whenever the request
   * came over HTTPS, directly or through a proxy trusted by TRUST_PROXY.
   */
  SESSION_COOKIE_SECURE: booleanFlag,
  /**
   * Which proxies may tell us the client's address and protocol (X-Forwarded-For/-Proto), in
   * Express's terms: `loopback`, a comma-separated list of addresses or subnets, a hop count,
   * `true` (any: only behind a proxy that overwrites those headers) or `false`.
   */
  TRUST_PROXY: optionalText(
    z.string().regex(/^[\w.:/, -]{1,500}$/, 'must be true, false, a hop count or addresses and subnets'),
  )
    .default('loopback')
    .transform((value): boolean | number | string => {
      if (value === 'true' || value === 'false') return value === 'true';
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  /** Requests worked on at once; more wait their turn (docs/operations.md#failures: bounded, not unbounded). */
  MAX_CONCURRENT_REQUESTS: optionalText(z.coerce.number().int().min(1).max(10_000)).default(32),
  /** Requests that may wait for a turn; beyond, or after waiting REQUEST_QUEUE_TIMEOUT_MS: 503. */
  REQUEST_QUEUE_LIMIT: optionalText(z.coerce.number().int().min(0).max(100_000)).default(128),
  /**
   * The longest wait for a turn; a request whose turn should not come within it (judged from the
   * turns lately held) is answered 503 at once rather than after waiting (docs/operations.md#bursts).
   */
  REQUEST_QUEUE_TIMEOUT_MS: optionalText(z.coerce.number().int().min(0).max(60_000)).default(3_000),
  /** On SIGTERM: how long in-flight requests may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: optionalText(z.coerce.number().int().min(0).max(600_000)).default(10_000),
  /**
   * On SIGTERM: how long the server keeps accepting (readiness already 503, every answer with
   * `Connection: close`) before it stops, so a load balancer can route traffic elsewhere first.
   */
  SHUTDOWN_DRAIN_MS: optionalText(z.coerce.number().int().min(0).max(600_000)).default(0),
  /**
   * Run the payment worker (processing, autopay) inside this server
   * (docs/product.md#autopay-rules). Default on; turn it off where separate `npm run worker`
   * processes do the work.
   */
  PAYMENT_WORKER: optionalText(z.enum(['0', '1']))
    .default('1')
    .transform((value) => value === '1'),
  /**
   * Test mode only: POST /api/test-clock moves this process's clock so end-to-end tests can reach
   * a delivery or an autopay day without waiting. Refused unless the database is in memory.
   */
  TEST_CLOCK: booleanFlag,

  // Mail (docs/operations.md#mail). Every message goes through the outbox table; with SMTP_URL
  // the worker delivers it, without it the message stays there for `npm run mail` to read.
  /** smtp://user:pass@host:port or smtps://…; unset: messages stay in the outbox. */
  SMTP_URL: optionalText(z.url().refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')),
  /** The sender of every message. */
  MAIL_FROM: optionalText(z.string().min(3).max(200)).default('doxo <no-reply@doxo.test>'),
  /** The origin mailed links point at; unset: http://localhost:$PORT. */
  PUBLIC_ORIGIN: optionalText(
    z.url().refine((url) => /^https?:\/\/[^/]+\/?$/.test(url), 'must be an origin like https://bills.example.com'),
  ),
  /** Bearer token for reading the outbox (`npm run mail`); unset: one is made in DATA_DIR. */
  MAIL_READ_KEY: optionalText(z.string().min(16).max(200)),

  // Error reporting (docs/product.md#error-reporting). The project id and key identify this app to
  // the collector; browsers send both, so neither is a secret.
  AIRBRAKE_PROJECT_ID: optionalText(z.coerce.number().int().min(1).max(2_147_483_647)).default(1),
  AIRBRAKE_PROJECT_KEY: optionalText(
    z.string().regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _'),
  ).default('doxo-local-collector'),
  /** Airbrake or Errbit origin; unset: the collector in our API (this server, or API_BASE_URL's). */
  AIRBRAKE_HOST: optionalText(z.url()),
  /** Where the browser polls its remote config; unset: our collector, or none beside AIRBRAKE_HOST. */
  AIRBRAKE_REMOTE_CONFIG_HOST: optionalText(z.url()),
  /** The environment name on every notice; unset: NODE_ENV. */
  AIRBRAKE_ENVIRONMENT: optionalText(z.string().max(100)),
  /** Bearer token for reading collected notices (`npm run notices`); unset: nobody can list them. */
  ERROR_COLLECTOR_READ_KEY: optionalText(z.string().min(16).max(200)),
  /** How many notices the collector keeps; older ones are deleted as new ones arrive. */
  ERROR_COLLECTOR_RETENTION: optionalText(z.coerce.number().int().min(1).max(1_000_000)).default(10_000),
  /** Bytes the collector keeps per project: three quarters for notices, a quarter for stats. */
  ERROR_COLLECTOR_MAX_BYTES: optionalText(
    z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(64 * 1024 * 1024 * 1024),
  ).default(64 * 1024 * 1024),
  /** Notices and statistics older than this many days are deleted. */
  ERROR_COLLECTOR_MAX_AGE_DAYS: optionalText(z.coerce.number().int().min(1).max(3650)).default(30),
  /** Reports (notices and statistics) a minute the collector takes from one client address. */
  ERROR_COLLECTOR_RATE_LIMIT: optionalText(z.coerce.number().int().min(1).max(1_000_000)).default(120),
  /** Reports a minute the collector takes for the project, from all addresses together. */
  ERROR_COLLECTOR_PROJECT_RATE_LIMIT: optionalText(z.coerce.number().int().min(1).max(10_000_000)).default(3_000),
  /**
   * Bytes of reports a minute the collector takes for the project, from all addresses together:
   * with rotating addresses, 3,000 notices of 64 KB (180 MB) a minute passed every count limit.
   */
  ERROR_COLLECTOR_BYTES_PER_MINUTE: optionalText(
    z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(1024 * 1024 * 1024),
  ).default(8 * 1024 * 1024),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

export function readServerConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverConfigSchema
    // The end-to-end tests run the production build, so NODE_ENV cannot be the guard: the test
    // clock runs only on a throwaway in-memory database, never on data anyone keeps.
    .refine((config) => !config.TEST_CLOCK || (config.DATA_DIR === 'memory://' && !config.DATABASE_URL), {
      path: ['TEST_CLOCK'],
      message: 'the test clock runs only with DATA_DIR=memory:// (a throwaway test database)',
    })
    .refine((config) => config.SHUTDOWN_DRAIN_MS < config.SHUTDOWN_TIMEOUT_MS || !config.SHUTDOWN_DRAIN_MS, {
      path: ['SHUTDOWN_DRAIN_MS'],
      message: 'must be shorter than SHUTDOWN_TIMEOUT_MS (the drain counts toward the deadline)',
    })
    .safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  return parsed.data;
}
