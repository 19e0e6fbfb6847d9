// Environment: server
// Every setting the server reads, validated once at start (ARCHITECTURE.md § Configuration) so
// a typo fails loudly at boot instead of misbehaving at request time.
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const serverConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /** Where the micro-app reaches the product API; defaults to this server's own /api. */
  API_BASE_URL: z.url().optional(),
  MAINTENANCE: booleanFlag,
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
