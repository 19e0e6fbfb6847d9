import { redirect, render } from 'vike/abort';
import {
  hopChainCookie,
  hopsBefore,
  nextHop,
  readHopChain,
  REDIRECT_LIMIT_REASON,
  type RedirectHopsRecord,
} from './redirectHops.js';

/** What the routing hooks know about the request they redirect. */
export type RedirectingPageContext = {
  urlParsed: { pathnameOriginal: string };
  /** Server: the request's headers. */
  headers?: Record<string, string> | null;
  /** Server: where the answer's hop is recorded (server/http/renderPageHandler.ts). */
  redirectHops?: RedirectHopsRecord;
};

/**
 * `throw redirectWithinHopLimit(…)` in place of Vike's `throw redirect(…)`
 * (docs/product.md#redirect-hop-limit): the redirect, counted as one more hop of its chain, or the
 * error page once the chain has taken MAX_REDIRECT_HOPS. On the server the hop goes out with the
 * answer's cookies; in the browser (client navigation) it is written to the same cookie, so a chain
 * that crosses between the two is counted as one.
 */
export function redirectWithinHopLimit(
  pageContext: RedirectingPageContext,
  url: string,
  statusCode: 301 | 302 = 302,
): Error {
  const inBrowser = typeof document !== 'undefined';
  const cookieHeader = inBrowser ? document.cookie : pageContext.headers?.cookie;
  const hops = hopsBefore(readHopChain(cookieHeader), pageContext.urlParsed.pathnameOriginal);
  const next = nextHop(hops, url);
  if (inBrowser) {
    document.cookie = hopChainCookie(next, location.protocol === 'https:');
  } else if (pageContext.redirectHops) {
    pageContext.redirectHops.next = next;
    pageContext.redirectHops.stopped = next === null;
  }
  // Vike lets a render abort only with its own codes: the server answers this one as 508.
  return next ? redirect(url, statusCode) : render(500, REDIRECT_LIMIT_REASON);
}
