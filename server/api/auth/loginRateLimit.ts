// Environment: server
// Failed sign-ins are limited per account and per client IP (issue 3). The counters live in the
// login_attempts table, so the limit holds across every server process (ARCHITECTURE.md § Scaling
// out). A fixed window per key: the first failure opens it, it closes `windowMs` later.
import { ApiError } from '../apiError.js';
import type { ApiDependencies } from '../apiDependencies.js';

export type LoginLimitKey = { key: string; limit: number };

export function loginLimitKeys(
  { settings }: ApiDependencies,
  email: string,
  ip: string,
): LoginLimitKey[] {
  return [
    { key: `account:${email}`, limit: settings.loginRateLimit.perAccount },
    { key: `ip:${ip}`, limit: settings.loginRateLimit.perIp },
  ];
}

export async function assertLoginAllowed(
  dependencies: ApiDependencies,
  keys: readonly LoginLimitKey[],
): Promise<void> {
  const { db, now, settings } = dependencies;
  const windowStart = new Date(now().getTime() - settings.loginRateLimit.windowMs);
  const rows = await db
    .selectFrom('login_attempts')
    .select(['key', 'failures', 'window_started_at'])
    .where(
      'key',
      'in',
      keys.map(({ key }) => key),
    )
    .where('window_started_at', '>', windowStart)
    .execute();
  for (const row of rows) {
    const limit = keys.find(({ key }) => key === row.key)?.limit ?? 0;
    if (row.failures < limit) continue;
    const reopensAt = row.window_started_at.getTime() + settings.loginRateLimit.windowMs;
    const retryAfter = Math.max(1, Math.ceil((reopensAt - now().getTime()) / 1000));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
      { 'Retry-After': String(retryAfter) },
    );
  }
}

export async function recordLoginFailure(
  { db, now, settings }: ApiDependencies,
  keys: readonly LoginLimitKey[],
): Promise<void> {
  const current = now();
  const windowStart = new Date(current.getTime() - settings.loginRateLimit.windowMs);
  for (const { key } of keys) {
    await db
      .insertInto('login_attempts')
      .values({ key, failures: 1, window_started_at: current })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const expired = eb('login_attempts.window_started_at', '<=', windowStart);
          return {
            failures: eb
              .case()
              .when(expired)
              .then(1)
              .else(eb('login_attempts.failures', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when(expired)
              .then(current)
              .else(eb.ref('login_attempts.window_started_at'))
              .end(),
          };
        }),
      )
      .execute();
  }
}

export async function clearLoginFailures(
  { db }: ApiDependencies,
  key: LoginLimitKey,
): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key.key).execute();
}
