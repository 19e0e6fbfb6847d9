import type { ApiClients } from './apiClients.js';

// Each API module as the browser's thunks reach it (docs/architecture.md#state): its methods are
// there at once, and the module arrives on the first call, as axios does (createApiClient.ts): the
// server rendered the page with its data, so no page's first load needs one
// (docs/performance.md#first-load-javascript). The server's data hooks use each module's own
// accessor (`walletApiOf` in walletApi.ts), which this one calls once the module is there.

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

function onFirstCall<Api extends Calls>(
  load: () => Promise<(clients: ApiClients) => Api>,
): (clients: ApiClients) => Api {
  const made = new WeakMap<ApiClients, Api>();
  return (clients) => {
    const kept = made.get(clients);
    if (kept) return kept;
    let module: Promise<Api> | undefined;
    const real = () => {
      // A chunk that failed to arrive is asked for again on the next call.
      module ??= load().then(
        (apiOf) => apiOf(clients),
        (error: unknown) => {
          module = undefined;
          throw error;
        },
      );
      return module;
    };
    // Only the API's method names are asked for; `then` is not one (the object is no promise).
    const api = new Proxy({} as Api, {
      get: (_target, name) =>
        typeof name === 'string' && name !== 'then'
          ? (...args: never[]) => real().then((loaded) => loaded[name]?.(...args))
          : undefined,
    });
    made.set(clients, api);
    return api;
  };
}

export const accountApi = onFirstCall(async () => (await import('./accountApi.js')).accountApiOf);
export const accountsApi = onFirstCall(
  async () => (await import('./accountsApi.js')).accountsApiOf,
);
export const billsApi = onFirstCall(async () => (await import('./billsApi.js')).billsApiOf);
export const contactApi = onFirstCall(async () => (await import('./contactApi.js')).contactApiOf);
export const creditScoreApi = onFirstCall(
  async () => (await import('./creditScoreApi.js')).creditScoreApiOf,
);
export const directoryApi = onFirstCall(
  async () => (await import('./directoryApi.js')).directoryApiOf,
);
export const identityProtectionApi = onFirstCall(
  async () => (await import('./identityProtectionApi.js')).identityProtectionApiOf,
);
export const insightsApi = onFirstCall(
  async () => (await import('./insightsApi.js')).insightsApiOf,
);
export const locationsApi = onFirstCall(
  async () => (await import('./locationsApi.js')).locationsApiOf,
);
export const membershipApi = onFirstCall(
  async () => (await import('./membershipApi.js')).membershipApiOf,
);
export const notificationsApi = onFirstCall(
  async () => (await import('./notificationsApi.js')).notificationsApiOf,
);
export const paymentsApi = onFirstCall(
  async () => (await import('./paymentsApi.js')).paymentsApiOf,
);
export const savingsApi = onFirstCall(async () => (await import('./savingsApi.js')).savingsApiOf);
export const walletApi = onFirstCall(async () => (await import('./walletApi.js')).walletApiOf);
export const widgetSettingsApi = onFirstCall(
  async () => (await import('./widgetSettingsApi.js')).widgetSettingsApiOf,
);
