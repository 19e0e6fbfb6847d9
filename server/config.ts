// Environment: server
// Every setting the server reads, validated once at start (ARCHITECTURE.md § Configuration) so
// a typo fails loudly at boot instead of misbehaving at request time.
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** An empty variable (`API_KEY=` copied from .env.example) means "not set". */
const optionalText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  /** postgres://… switches the API to a PostgreSQL server; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalText(
    z.url().refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL'),
  ),
  DATA_DIR: optionalText(z.string()).default('./.data'),
  /** Size of the seed written on first start and by `npm run seed` (issue 3). */
  SEED_SCALE: optionalText(z.enum(['small', 'default', 'large'])).default('default'),
  /** Mark the session cookie Secure (set it when the product is served over HTTPS). */
  SESSION_COOKIE_SECURE: booleanFlag,
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

export function readServerConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverConfigSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  return parsed.data;
}
