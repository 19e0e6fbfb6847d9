// Environment: server
import { AxiosError } from 'axios';

/**
 * Server-side failures during rendering, as one JSON line on stderr. Only the error's name,
 * message and status: never request headers or bodies, which can carry session tokens.
 */
export function reportServerError(error: unknown, context: Record<string, unknown>): void {
  const entry = {
    time: new Date().toISOString(),
    level: 'error',
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    status: error instanceof AxiosError ? (error.response?.status ?? null) : null,
    ...context,
  };
  console.error(JSON.stringify(entry));
}
