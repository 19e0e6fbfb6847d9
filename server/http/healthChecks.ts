// Environment: server What an orchestrator asks (docs/operations.md#health-and-readiness):
// /healthz, is the process alive (restart it if not), and /readyz, should it get traffic: no while
// shutting down, nor while its database does not answer a query within READINESS_TIMEOUT_MS (the
// database being down used to leave /healthz at 200).
import express, { type Router } from 'express';

export const READINESS_TIMEOUT_MS = 1_000;

export type HealthChecksOptions = {
  isShuttingDown: () => boolean;
  /** Resolves when the database answered a trivial query; absent when the API runs elsewhere. */
  pingDatabase?: () => Promise<unknown>;
  timeoutMs?: number;
};

type ReadinessProblem = 'shutting_down' | 'database_unavailable' | 'database_timeout';

function withTimeout(work: Promise<unknown>, timeoutMs: number): Promise<'answered' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  return Promise.race([work.then(() => 'answered' as const), timeout]).finally(() => clearTimeout(timer));
}

async function findReadinessProblem(options: HealthChecksOptions): Promise<ReadinessProblem | null> {
  if (options.isShuttingDown()) return 'shutting_down';
  if (!options.pingDatabase) return null;
  try {
    const outcome = await withTimeout(options.pingDatabase(), options.timeoutMs ?? READINESS_TIMEOUT_MS);
    if (outcome === 'timeout') return 'database_timeout';
  } catch {
    return 'database_unavailable';
  }
  // Shutdown may have started while the database answered.
  return options.isShuttingDown() ? 'shutting_down' : null;
}

export function healthChecks(options: HealthChecksOptions): Router {
  const router = express.Router();
  router.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request, response) => {
    const problem = await findReadinessProblem(options);
    response.setHeader('Cache-Control', 'no-store');
    if (problem) {
      response.status(503).json({ status: 'unavailable', reason: problem });
      return;
    }
    response.json({ status: 'ready' });
  });
  return router;
}
