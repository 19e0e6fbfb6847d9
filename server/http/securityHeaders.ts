// Environment: server
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { buildContentSecurityPolicy } from '../../src/security/contentSecurityPolicy.js';

export type SecurityHeadersOptions = { development: boolean; connectSources: readonly string[] };

/**
 * A fresh nonce per response, then helmet's headers with our one CSP. Rendered pages send the same
 * policy again through Vike (renderer/+headersResponse.ts) using the nonce handed to renderPage.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler[] {
  const assignNonce: RequestHandler = (_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString('base64url');
    next();
  };
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
        nonce: String(response.locals.cspNonce),
        connectSources: options.connectSources,
        development: options.development,
      }),
    );
    next();
  };
  return [assignNonce, headers, policy];
}
