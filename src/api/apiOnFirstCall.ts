import type { ApiClients } from './apiClients.js';

// An API module as the browser's thunks reach it (docs/architecture.md#state): its methods are
// there at once, and the module arrives on the first call, as axios does (createApiClient.ts): the
// server rendered the page with its data, so no page's first load needs one
// (docs/performance.md#first-load-javascript). Each thunk module makes the one it calls
// (`onFirstCall(async () => (await import('../api/walletApi.js')).walletApiOf)`); the server's data
// hooks use each module's own accessor (`walletApiOf` in walletApi.ts) directly.

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

export function onFirstCall<Api extends Calls>(
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
