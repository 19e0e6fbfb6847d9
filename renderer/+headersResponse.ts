// Environment: server
import type { PageContextServer } from 'vike/types';
import { readSessionCookie } from '../src/container/pageSession.js';
import { PAGE_VARY, pageCacheControl } from '../src/routing/pageCaching.js';

// Pages send the exact policy the server computed for this response (server/http/
// securityHeaders.ts), whose nonce Vike also stamps on its own scripts; without this Vike would
// replace it with its narrower default. A cached public page keeps the nonce of the response
// that rendered it: harmless, because no page has an inline script to run (scripts load from
// 'self', and the state travels in JSON blocks that are never executed).
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
    }),
    Vary: PAGE_VARY,
  };
  if (pageContext.contentSecurityPolicy) {
    headers['Content-Security-Policy'] = pageContext.contentSecurityPolicy;
  }
  return headers;
}
