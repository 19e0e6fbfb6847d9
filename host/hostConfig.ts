// The host shell's settings, checked once at start (docs/host-contract.md#running-the-host).

export type HostConfig = {
  /** Where the host listens. */
  port: number;
  host: string;
  /** Where the micro-app answers: pages, pageContext.json, assets and the product API. */
  microAppUrl: URL;
  /** The secret both sign and check the shell context with. */
  sharedSecret: string;
  /** Where browsers load the micro-app's assets from, when not through the host (its CSP allows exactly this origin). */
  assetOrigin: string | null;
  /** The product API's key, when the deployment sets one (it is public: browsers send it too). */
  apiKey: string | null;
  logRequests: boolean;
};

export const DEFAULT_HOST_SHELL_PORT = 3100;
export const DEFAULT_MICROAPP_PORT = 3101;
/** HMAC-SHA256 wants a key as long as its output: 32 bytes. */
const MIN_SECRET_LENGTH = 32;

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number (0-65535), not "${value}".`);
  }
  return parsed;
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s):// URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s):// URL, not "${value}".`);
  }
  return url;
}

/** The port the micro-app listens on when `npm run host` starts it. */
export function microAppPort(environment: NodeJS.ProcessEnv): number {
  return port(environment.MICROAPP_PORT, 'MICROAPP_PORT', DEFAULT_MICROAPP_PORT);
}

export function readHostConfig(environment: NodeJS.ProcessEnv): HostConfig {
  const { MICROAPP_URL, SHELL_SHARED_SECRET, ASSET_BASE_URL, API_KEY } = environment;
  if (!MICROAPP_URL) throw new Error('MICROAPP_URL is not set: where does the micro-app answer?');
  if (!SHELL_SHARED_SECRET || SHELL_SHARED_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `SHELL_SHARED_SECRET must be set, at least ${MIN_SECRET_LENGTH} characters, the same as the micro-app's.`,
    );
  }
  return {
    port: port(environment.HOST_SHELL_PORT, 'HOST_SHELL_PORT', DEFAULT_HOST_SHELL_PORT),
    host: environment.HOST || '0.0.0.0',
    microAppUrl: httpUrl(MICROAPP_URL, 'MICROAPP_URL'),
    sharedSecret: SHELL_SHARED_SECRET,
    assetOrigin: ASSET_BASE_URL ? httpUrl(ASSET_BASE_URL, 'ASSET_BASE_URL').origin : null,
    apiKey: API_KEY || null,
    logRequests: environment.LOG_LEVEL !== 'silent',
  };
}
