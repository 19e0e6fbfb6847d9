// Environment: server
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { buildContentSecurityPolicy } from '../../src/security/contentSecurityPolicy.js';

export type SecurityHeadersOptions = {
  development: boolean;
  connectSources: readonly string[];
  /** Where the built assets load from when not this origin (ASSET_BASE_URL). */
  assetOrigins?: readonly string[];
};

/** Headers as [name, value] pairs, in the order they are set. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers every answer gets: helmet's, with our one CSP. A rendered page adds the hashes of its
 * inline scripts to the policy (server/http/renderPageHandler.ts); no nonce, so shared caches may
 * keep public pages (docs/operations.md#odd-requests). Helmet's headers depend on its options only, never on the
 * request: they are recorded once, here, and every answer gets the same list (docs/performance.md#server-rendering: a chain
 * of twelve middlewares per request cost more than the kept page it preceded).
 */
export function securityHeaderList(options: SecurityHeadersOptions): HeaderList {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
    getHeader: (name: string) => recorded.get(name),
  };
  const headers = helmet({
    contentSecurityPolicy: false,
    // The dev server's modules are served cross-origin-isolated only in production builds.
    crossOriginEmbedderPolicy: false,
    hsts: !options.development,
  });
  let called = false;
  // Helmet's middleware, given a response that only records what is set on it.
  (headers as unknown as (request: object, response: object, next: () => void) => void)(
    {},
    recorder,
    () => (called = true),
  );
  if (!called) throw new Error('helmet did not finish synchronously: its headers were not recorded');
  recorded.set(
    'Content-Security-Policy',
    buildContentSecurityPolicy({
      connectSources: options.connectSources,
      assetOrigins: options.assetOrigins ?? [],
      development: options.development,
    }),
  );
  return [...recorded];
}

/** Sets `list` on every answer. */
export function securityHeaders(list: HeaderList): RequestHandler {
  return (_request, response, next) => {
    for (const [name, value] of list) response.setHeader(name, value);
    next();
  };
}
