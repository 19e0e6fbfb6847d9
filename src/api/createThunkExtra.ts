import type { AxiosAdapter, AxiosError } from 'axios';
import type { SessionManager } from '../shared-data/sharedDataTypes.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { createAccountApi } from './accountApi.js';
import { createAccountsApi } from './accountsApi.js';
import { createBillsApi } from './billsApi.js';
import { createContactApi } from './contactApi.js';
import { createApiClient } from './createApiClient.js';
import { createCreditScoreApi } from './creditScoreApi.js';
import { createDirectoryApi } from './directoryApi.js';
import { createIdentityProtectionApi } from './identityProtectionApi.js';
import { createInsightsApi } from './insightsApi.js';
import { createLocationsApi } from './locationsApi.js';
import { createMembershipApi } from './membershipApi.js';
import { createNotificationsApi } from './notificationsApi.js';
import { createPaymentsApi } from './paymentsApi.js';
import { createSavingsApi } from './savingsApi.js';
import { createWalletApi } from './walletApi.js';
import { createWidgetSettingsApi } from './widgetSettingsApi.js';
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

/** The API clients of one environment (a server request, the browser, a test). */
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
    accountApi: createAccountApi(userClient),
    accountsApi: createAccountsApi(userClient),
    billsApi: createBillsApi(userClient),
    contactApi: createContactApi(publicClient),
    directoryApi: createDirectoryApi(publicClient),
    insightsApi: createInsightsApi(publicClient),
    locationsApi: createLocationsApi(publicClient, environment.reportError),
    walletApi: createWalletApi(userClient),
    membershipApi: createMembershipApi(userClient),
    notificationsApi: createNotificationsApi(userClient),
    widgetSettingsApi: createWidgetSettingsApi(userClient),
    paymentsApi: createPaymentsApi(userClient),
    creditScoreApi: createCreditScoreApi(userClient),
    identityProtectionApi: createIdentityProtectionApi(userClient),
    savingsApi: createSavingsApi(userClient),
    deviceStorage: environment.deviceStorage ?? createMemoryStorage(),
    reportError: environment.reportError,
  };
}

/** For code that runs before the container's session manager exists (server rendering). */
export const anonymousSessionManager: SessionManager = {
  isLoggedIn: () => false,
  authenticationHeaders: () => ({}),
};
