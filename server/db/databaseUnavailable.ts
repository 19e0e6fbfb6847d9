// Environment: server
// Telling "the database is away" (a PostgreSQL restart, a dropped network, PGlite's worker thread
// gone) from every other database error: those are answered 503 with Retry-After rather than 500,
// retried once where that is safe (retryingKysely.ts), and counted as an outage in the logs
// (databaseOutageLog.ts) instead of one line per failed request.

/** Raised by our own code when the database cannot be reached (PGlite restarting, for one). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * SQLSTATEs of a server going away or not there yet: 57P01 admin_shutdown (a restart or
 * `pg_terminate_backend`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** Node's socket errors on a connection that failed or was cut. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What `pg` and `pg-pool` say when a connection ends under them, they give up connecting, or a
 * client that already lost its connection is asked again; they set no code on these.
 */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'terminating connection due to administrator command',
];

function stringField(error: object, key: string): string | undefined {
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

/** Whether `error` says the database could not be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = stringField(error, 'code');
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (SOCKET_ERROR_CODES.has(code)) return true;
  }
  const message = stringField(error, 'message') ?? '';
  if (DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  // Node's fetch-style wrappers and AggregateError (a refused connection to every address of
  // `localhost`) keep the socket error as their cause or among their errors.
  const cause: unknown = Reflect.get(error, 'cause');
  if (cause !== undefined && cause !== error && isDatabaseUnavailable(cause)) return true;
  const errors: unknown = Reflect.get(error, 'errors');
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/** How long a client is told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
