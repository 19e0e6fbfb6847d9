// Environment: server
import type { RequestHandler } from 'express';

/** Longer paths are not ours; browsers and proxies cap URLs near this too. */
export const MAX_URL_LENGTH = 4096;

/**
 * Why: a URL that cannot be decoded, carries a NUL byte, or is absurdly long would otherwise reach
 * routing and page hooks (docs/architecture.md#bad-input). It gets a 400 here, never a 500.
 */
export function findUrlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return 'The address is too long.';
  // A browser turns `\` into `/` and never sends a path starting `//`. Such a path, made into a
  // redirect (Vike drops a trailing slash: `/\evil.example/` → `/\evil.example`), would send a
  // browser to another site: `/\host` and `//host` are addresses on `host` to it.
  const path = url.split('?', 1)[0] ?? '';
  if (path.includes('\\') || path.startsWith('//')) return 'The address is not a path of this site.';
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return 'The address is not correctly encoded.';
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'The address contains control characters.';
  return null;
}

export function rejectMalformedUrl(renderBadRequest: (message: string) => string): RequestHandler {
  return (request, response, next) => {
    const problem = findUrlProblem(request.originalUrl);
    if (!problem) {
      next();
      return;
    }
    response.status(400);
    if (request.path.startsWith('/api/') || !request.accepts('html')) {
      response.json({ error: { code: 'bad_request', message: problem } });
      return;
    }
    response.type('html').send(renderBadRequest(problem));
  };
}
