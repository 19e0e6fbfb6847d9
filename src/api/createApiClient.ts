import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import type { SessionManager } from '../shared-data/sharedDataTypes.js';

// The one API client factory (STYLE.md § One way to do each thing; SPEC §6, §7, §8).

export const API_KEY_HEADER = 'X-Api-Key';

export const MISSING_SESSION_MANAGER_MESSAGE =
  'createApiClient: a session manager is required to secure requests; pass one, or create the client with useToken: false.';

export type ServiceUnavailableHandler = (error: AxiosError) => void;

export type ApiClientOptions = {
  baseURL: string;
  /** SPEC §7: an optional API key header, chosen per client. */
  apiKey?: string;
  /** SPEC §6: requests are secured by the session manager unless useToken is false. */
  useToken?: boolean;
  sessionManager?: SessionManager;
  /** SPEC §8: a 503 from the API host is reported, then the app goes to /u/maintenance. */
  onServiceUnavailable?: ServiceUnavailableHandler;
  timeoutMs?: number;
  /**
   * How requests travel: axios's own HTTP adapter unless the host injects another (on the server,
   * an in-process transport to an API mounted in the same process, or keep-alive connections).
   */
  transport?: AxiosAdapter;
};

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const useToken = options.useToken ?? true;
  const { sessionManager } = options;
  if (useToken && !sessionManager) throw new Error(MISSING_SESSION_MANAGER_MESSAGE);

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (options.apiKey) headers[API_KEY_HEADER] = options.apiKey;

  const client = axios.create({
    baseURL: options.baseURL,
    headers,
    timeout: options.timeoutMs ?? 15_000,
    // Same-origin by default; a separate API host still gets the session cookie.
    withCredentials: useToken,
    ...(options.transport ? { adapter: options.transport } : {}),
  });

  if (useToken && sessionManager) {
    client.interceptors.request.use((config) => {
      const method = (config.method ?? 'get').toUpperCase();
      for (const [name, value] of Object.entries(sessionManager.authenticationHeaders(method))) {
        config.headers.set(name, value);
      }
      return config;
    });
  }

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 503) {
      // May throw (a redirect during server rendering); otherwise the caller still sees the error.
      options.onServiceUnavailable?.(error);
    }
    return Promise.reject(error);
  });

  return client;
}

/** The HTTP status of a failed API call, or null when none was received. */
export function statusOf(error: unknown): number | null {
  return error instanceof AxiosError ? (error.response?.status ?? null) : null;
}
