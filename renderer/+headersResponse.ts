// Environment: server
import type { PageContextServer } from 'vike/types';

// Pages send the exact policy the server computed for this response (server/http/
// securityHeaders.ts), whose nonce Vike also stamps on its own scripts; without this Vike would
// replace it with its narrower default. Rendered pages are per-user: never cached by proxies.
export default function headersResponse(pageContext: PageContextServer): HeadersInit {
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store' };
  if (pageContext.contentSecurityPolicy) {
    headers['Content-Security-Policy'] = pageContext.contentSecurityPolicy;
  }
  return headers;
}
