import { createThunkExtra, anonymousSessionManager } from '../src/api/createThunkExtra.js';
import type { SessionManager } from '../src/shared-data/sharedDataTypes.js';
import { createStore } from '../src/store/createStore.js';

/** A real store whose API clients talk to `baseURL`, recording what it reports. */
export function createTestStore(baseURL: string, sessionManager: SessionManager = anonymousSessionManager) {
  const reported: { error: unknown; context: Record<string, unknown> }[] = [];
  const serviceUnavailable: number[] = [];
  const extra = createThunkExtra({
    baseURL,
    sessionManager,
    reportError: (error, context) => reported.push({ error, context }),
    onServiceUnavailable: (error) => serviceUnavailable.push(error.response?.status ?? 0),
  });
  return { store: createStore(extra), reported, serviceUnavailable, extra };
}
