import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from './createApiClient.js';
import { idempotencyHeaders } from './idempotencyKey.js';

export type ReportError = (error: unknown, context: Record<string, unknown>) => void;

/**
 * The clients of one environment (a server request, the browser, a test) that each API module is
 * made from where it is used (`apiOf`), so the first-load JavaScript carries only the modules its
 * page calls (docs/performance.md#first-load-javascript).
 */
export type ApiClients = {
  /** User-scoped calls: secured by the container's session manager (docs/product.md#api-client-security). */
  userClient: ApiClient;
  /** docs/product.md#api-client-security: the public calls (directory, locations, insights, contact) use no auth token. */
  publicClient: ApiClient;
  reportError: ReportError;
};

/** An API module made from an environment's clients on its first use there, then kept for it. */
export function apiOf<Api>(create: (clients: ApiClients) => Api): (clients: ApiClients) => Api {
  const made = new WeakMap<ApiClients, Api>();
  return (clients) => {
    let api = made.get(clients);
    if (!api) {
      api = create(clients);
      made.set(clients, api);
    }
    return api;
  };
}

type Read = <Answer>(url: string, config?: AxiosRequestConfig) => Promise<Answer>;
type Write = <Answer>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<Answer>;

/** A client's calls answering the response's body, which is what almost every API method returns. */
export type ApiAnswers = {
  get: Read;
  delete: Read;
  post: Write;
  put: Write;
  patch: Write;
  /** A create (docs/product.md#idempotency): posted with its intent's Idempotency-Key. */
  create: <Answer>(url: string, body: unknown, idempotencyKey: string) => Promise<Answer>;
};

export function answersOf(client: ApiClient): ApiAnswers {
  const post: Write = async (url, body, config) => (await client.post(url, body, config)).data;
  return {
    get: async (url, config) => (await client.get(url, config)).data,
    delete: async (url, config) => (await client.delete(url, config)).data,
    post,
    put: async (url, body, config) => (await client.put(url, body, config)).data,
    patch: async (url, body, config) => (await client.patch(url, body, config)).data,
    create: (url, body, idempotencyKey) => post(url, body, { headers: idempotencyHeaders(idempotencyKey) }),
  };
}
