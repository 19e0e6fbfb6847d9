import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { SessionManager } from '../shared-data/sharedDataTypes.js';

// The one API client factory (docs/product.md#api-client-security,
// docs/product.md#api-conventions).
//
// axios is loaded on the first call, not imported: the browser's first render and hydration need no
// API call (the server rendered the page with its data), so its 22 KB gzipped stay out of the
// first-load JavaScript (docs/performance.md#first-load-javascript) and arrive while the page is
// already interactive. A call made before it arrives waits for it; none is dropped or sent twice.

export const API_KEY_HEADER = 'X-Api-Key';

export const MISSING_SESSION_MANAGER_MESSAGE =
  'createApiClient: a session manager is required to secure requests; pass one, or create the client with useToken: false.';

export type ServiceUnavailableHandler = (error: AxiosError) => void;

export type ApiClientOptions = {
  baseURL: string;
  /** docs/product.md#api-key: an optional API key header, chosen per client. */
  apiKey?: string;
  /** docs/product.md#api-client-security: requests are secured by the session manager unless useToken is false. */
  useToken?: boolean;
  sessionManager?: SessionManager;
  /** docs/product.md#maintenance: a 503 from the API host is reported, then the app goes to /u/maintenance. */
  onServiceUnavailable?: ServiceUnavailableHandler;
  timeoutMs?: number;
  /**
   * How requests travel: axios's own HTTP adapter unless the host injects another (on the server,
   * an in-process transport to an API mounted in the same process, or keep-alive connections).
   */
  transport?: AxiosAdapter;
};

/** What the API modules use of a client: axios's request methods, same signatures. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

let axiosModule: Promise<{ default: AxiosStatic }> | undefined;

/** One import of axios for the whole page (or process), started by the first API call. */
function loadAxios(): Promise<{ default: AxiosStatic }> {
  axiosModule ??= import('axios');
  return axiosModule;
}

/** Errors axios raises for a failed call; axios's own test, without importing axios. */
export function isApiCallError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * axios instances by the settings they hold, shared by every client with the same ones. What is
 * each client's own (its session's headers, the 503 rule, the transport) is added to each call,
 * so server rendering, which makes clients for every request, makes no axios instance per request.
 */
const instances = new Map<string, Promise<AxiosInstance>>();

function sharedInstance(options: ApiClientOptions): Promise<AxiosInstance> {
  const useToken = options.useToken ?? true;
  const key = JSON.stringify([options.baseURL, options.apiKey, options.timeoutMs, useToken]);
  let instance = instances.get(key);
  if (!instance) {
    instance = loadAxios().then(
      ({ default: axios }) => {
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          Accept: 'application/json',
        };
        if (options.apiKey) headers[API_KEY_HEADER] = options.apiKey;
        return axios.create({
          baseURL: options.baseURL,
          headers,
          timeout: options.timeoutMs ?? 15_000,
          // Same-origin by default; a separate API host still gets the session cookie.
          withCredentials: useToken,
        });
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again next call.
        axiosModule = undefined;
        instances.delete(key);
        throw error;
      },
    );
    instances.set(key, instance);
  }
  return instance;
}

/** Where each method takes its request config: get and delete second, the others third. */
const CONFIG_ARGUMENT = { get: 1, delete: 1, post: 2, put: 2, patch: 2 } as const;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const useToken = options.useToken ?? true;
  const { sessionManager, transport, onServiceUnavailable } = options;
  if (useToken && !sessionManager) throw new Error(MISSING_SESSION_MANAGER_MESSAGE);

  const failed = (error: unknown) => {
    if (isApiCallError(error) && error.response?.status === 503) {
      // May throw (a redirect during server rendering); otherwise the caller still sees the error.
      onServiceUnavailable?.(error);
    }
    throw error;
  };
  // Each method forwards its arguments to the shared instance, with this client's own settings
  // added to the request config.
  const forward =
    <Method extends keyof ApiClient>(method: Method) =>
    (...args: Parameters<AxiosInstance[Method]>) =>
      sharedInstance(options).then((client) => {
        const at = CONFIG_ARGUMENT[method];
        const config: AxiosRequestConfig = { ...(args[at] as AxiosRequestConfig | undefined) };
        if (transport) config.adapter = transport;
        if (sessionManager && useToken) {
          config.headers = {
            ...config.headers,
            ...sessionManager.authenticationHeaders(method.toUpperCase()),
          };
        }
        const withConfig: unknown[] = [...args];
        withConfig[at] = config;
        return (client[method] as (...a: unknown[]) => Promise<unknown>)(...withConfig).catch(failed);
      });
  return {
    get: forward('get'),
    post: forward('post'),
    put: forward('put'),
    patch: forward('patch'),
    delete: forward('delete'),
  } as ApiClient;
}

/** The HTTP status of a failed API call, or null when none was received. */
export function statusOf(error: unknown): number | null {
  return isApiCallError(error) ? (error.response?.status ?? null) : null;
}
