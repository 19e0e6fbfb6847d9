// Environment: server
import type { PageContextServer } from 'vike/types';
import { readSessionCookie } from '../src/container/pageSession.js';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../src/maintenance/maintenanceReturn.js';
import { PAGE_VARY, pageCacheControl } from '../src/routing/pageCaching.js';

// Pages send the policy the server computed (server/http/securityHeaders.ts); the server then adds
// the hashes of the page's inline scripts (renderPageHandler.ts). No nonce: a cached public page
// and its policy stay valid for every visitor.
export default function headersResponse(pageContext: PageContextServer): HeadersInit {
  // Vike resolves this before +onCreatePageContext runs: read the session cookie here too.
  const hasSessionCookie = readSessionCookie(pageContext.headers?.cookie) !== null;
  const headers: Record<string, string> = {
    'Cache-Control': pageCacheControl({
      config: pageContext.config,
      is404: pageContext.is404,
      errorWhileRendering: pageContext.errorWhileRendering,
      abortStatusCode: pageContext.abortStatusCode,
      hasSessionCookie,
      shellSharedData: pageContext.shellSharedData,
    }),
    Vary: PAGE_VARY,
  };
  // The maintenance page: the server answers it 503 (server/http/renderPageHandler.ts).
  if (pageContext.config.serviceUnavailable) {
    headers['Retry-After'] = String(MAINTENANCE_RETRY_AFTER_SECONDS);
  }
  if (pageContext.contentSecurityPolicy) {
    headers['Content-Security-Policy'] = pageContext.contentSecurityPolicy;
  }
  return headers;
}
