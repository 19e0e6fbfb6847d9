import type { AxiosAdapter, AxiosError } from 'axios';
import type { SessionManager } from '../shared-data/sharedDataTypes.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { createApiClient } from './createApiClient.js';
import { createMemoryStorage, type DeviceStorage } from '../store/deviceStorage.js';

export type ApiEnvironment = {
  baseURL: string;
  apiKey?: string;
  /** How requests reach the API (createApiClient's `transport`); HTTP when unset. */
  transport?: AxiosAdapter;
  sessionManager: SessionManager;
  reportError: ThunkExtra['reportError'];
  /** docs/product.md#maintenance: what a 503 does here: a redirect during SSR, a client navigation in the browser. */
  onServiceUnavailable: (error: AxiosError) => void;
  /** Where device-kept settings live: localStorage in the browser, memory elsewhere. */
  deviceStorage?: DeviceStorage;
};

/**
 * The API clients of one environment (a server request, the browser, a test): each API module is
 * made from them where it is used (`apiOf`, src/api/apiClients.ts).
 */
export function createThunkExtra(environment: ApiEnvironment): ThunkExtra {
  const shared = {
    baseURL: environment.baseURL,
    onServiceUnavailable: environment.onServiceUnavailable,
    ...(environment.apiKey ? { apiKey: environment.apiKey } : {}),
    ...(environment.transport ? { transport: environment.transport } : {}),
  };
  const userClient = createApiClient({ ...shared, sessionManager: environment.sessionManager });
  // docs/product.md#api-client-security: the directory and location client uses no auth token.
  const publicClient = createApiClient({ ...shared, useToken: false });
  return {
    userClient,
    publicClient,
    deviceStorage: environment.deviceStorage ?? createMemoryStorage(),
    reportError: environment.reportError,
  };
}

/** For code that runs before the container's session manager exists (server rendering). */
export const anonymousSessionManager: SessionManager = {
  isLoggedIn: () => false,
  authenticationHeaders: () => ({}),
};
