// Environment: server
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { buildContentSecurityPolicy } from '../../src/security/contentSecurityPolicy.js';

export type SecurityHeadersOptions = { development: boolean; connectSources: readonly string[] };

/**
 * Helmet's headers with our one CSP. A rendered page adds the hashes of its inline scripts to it
 * (server/http/renderPageHandler.ts); no nonce, so shared caches may keep public pages (issue 14).
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: false,
    // The dev server's modules are served cross-origin-isolated only in production builds.
    crossOriginEmbedderPolicy: false,
    hsts: !options.development,
  });
  const policy: RequestHandler = (_request, response, next) => {
    response.setHeader(
      'Content-Security-Policy',
      buildContentSecurityPolicy({
        connectSources: options.connectSources,
        development: options.development,
      }),
    );
    next();
  };
  return [headers, policy];
}
