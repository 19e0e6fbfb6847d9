// Environment: server
// One log line when the database goes away and one when it answers again, however many
// connections, queries and requests fail in between: a PostgreSQL restart under load used to mean
// hundreds of identical lines, or none at all and a process gone
// (docs/operations.md#database-outages).
import { errorSummary } from '../../src/error-reporting/describeError.js';

export type DatabaseOutageEvents = {
  /** The database stopped answering (once per outage). */
  onLost?: (error: unknown) => void;
  /** It answers again after being away for `downMs` (once per outage). */
  onRecovered?: (downMs: number) => void;
};

export type DatabaseOutages = {
  /** A connection or query failed because the database is away. */
  lost: (error: unknown) => void;
  /** A query was answered. */
  answered: () => void;
  /** Whether the last word from the database was a loss. */
  readonly down: boolean;
};

function logLine(level: 'error' | 'info', message: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    operation: 'database',
    message,
    ...fields,
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Default: a JSON line for each, on stderr for the loss, stdout for the recovery. */
export const logDatabaseOutages: Required<DatabaseOutageEvents> = {
  onLost: (error) => logLine('error', 'database connection lost', { error: errorSummary(error) }),
  onRecovered: (downMs) => logLine('info', 'database answers again', { down_ms: downMs }),
};

export function trackDatabaseOutages(events: DatabaseOutageEvents = {}, now: () => number = Date.now): DatabaseOutages {
  const onLost = events.onLost ?? logDatabaseOutages.onLost;
  const onRecovered = events.onRecovered ?? logDatabaseOutages.onRecovered;
  let downSince: number | undefined;
  return {
    lost(error) {
      if (downSince !== undefined) return;
      downSince = now();
      onLost(error);
    },
    answered() {
      if (downSince === undefined) return;
      const downMs = now() - downSince;
      downSince = undefined;
      onRecovered(downMs);
    },
    get down() {
      return downSince !== undefined;
    },
  };
}
