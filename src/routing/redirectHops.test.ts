import { describe, expect, it } from 'vitest';
import {
  chainAddress,
  hopChainCookie,
  hopCookieForAnswer,
  HOPS_COOKIE_NAME,
  MAX_REDIRECT_HOPS,
  newRedirectHopsRecord,
  readHopChain,
  REDIRECT_LIMIT_REASON,
  type RedirectHopsRecord,
} from './redirectHops.js';
import { redirectWithinHopLimit } from './redirectWithinHopLimit.js';

/** The name=value part of a Set-Cookie, as a browser sends it back. */
function cookieHeaderFrom(setCookie: string | null): string | undefined {
  return setCookie?.split(';', 1)[0];
}

type Abort = { _pageContextAbort: Record<string, unknown> };

/**
 * Follows a chain of redirects as a browser and our server do together: each request carries the
 * cookie the previous answer set; `redirectsTo` is the routing rule under test.
 */
function follow(start: string, redirectsTo: (path: string) => string, maxRequests = 30) {
  let cookieHeader: string | undefined;
  let path = start;
  const visited: string[] = [];
  for (let request = 0; request < maxRequests; request++) {
    visited.push(path);
    const record: RedirectHopsRecord = newRedirectHopsRecord();
    const abort = redirectWithinHopLimit(
      {
        urlParsed: { pathnameOriginal: path },
        headers: { cookie: cookieHeader ?? '' },
        redirectHops: record,
      },
      redirectsTo(path),
    ) as unknown as Abort;
    expect(abort._pageContextAbort).toBeDefined();
    cookieHeader = cookieHeaderFrom(hopCookieForAnswer(cookieHeader, path, record, false));
    const redirect = abort._pageContextAbort._urlRedirect as { url: string } | undefined;
    if (!redirect) return { visited, stoppedWith: abort._pageContextAbort, record };
    path = redirect.url;
  }
  throw new Error('the chain was never stopped');
}

describe('the redirect chain limit', () => {
  it('stops a loop after 7 redirects with the error page', () => {
    const { visited, stoppedWith, record } = follow('/u/a', (path) => (path === '/u/a' ? '/u/b?x=1' : '/u/a'));
    // 7 redirects answered, the 8th request gets the error page.
    expect(visited).toHaveLength(MAX_REDIRECT_HOPS + 1);
    expect(stoppedWith).toMatchObject({ abortStatusCode: 500, abortReason: REDIRECT_LIMIT_REASON });
    expect(record.stopped).toBe(true);
  });

  it('stops a chain that never repeats an address', () => {
    const { visited } = follow('/u/step/0', (path) => `/u/step/${Number(path.split('/')[3]) + 1}`);
    expect(visited.at(-1)).toBe(`/u/step/${MAX_REDIRECT_HOPS}`);
  });

  it('lets a chain of 7 end on its page, and clears the count there', () => {
    let cookieHeader: string | undefined;
    for (let step = 0; step < MAX_REDIRECT_HOPS; step++) {
      const record = newRedirectHopsRecord();
      redirectWithinHopLimit(
        {
          urlParsed: { pathnameOriginal: `/u/step/${step}` },
          headers: { cookie: cookieHeader ?? '' },
          redirectHops: record,
        },
        `/u/step/${step + 1}`,
      );
      expect(record.stopped).toBe(false);
      cookieHeader = cookieHeaderFrom(hopCookieForAnswer(cookieHeader, `/u/step/${step}`, record, false));
    }
    expect(readHopChain(cookieHeader)).toEqual({ count: 7, target: '/u/step/7' });
    // The page at the end renders (no redirect recorded): its answer clears the cookie.
    const clear = hopCookieForAnswer(cookieHeader, '/u/step/7', newRedirectHopsRecord(), false);
    expect(clear).toMatch(new RegExp(`^${HOPS_COOKIE_NAME}=;.*Max-Age=0`));
  });

  it('starts anew on an address the chain did not send the visitor to', () => {
    const cookieHeader = cookieHeaderFrom(hopChainCookie({ count: 7, target: '/u/elsewhere' }, false));
    const record = newRedirectHopsRecord();
    redirectWithinHopLimit(
      {
        urlParsed: { pathnameOriginal: '/u/bills-to-pay' },
        headers: { cookie: cookieHeader ?? '' },
        redirectHops: record,
      },
      '/u/bills-to-pay/all-groups/all-services',
    );
    expect(record).toEqual({
      next: { count: 1, target: '/u/bills-to-pay/all-groups/all-services' },
      stopped: false,
    });
    // Nor does an unrelated page clear another address's chain.
    expect(hopCookieForAnswer(cookieHeader, '/u/bills', newRedirectHopsRecord(), false)).toBeNull();
  });
});

describe('the hop cookie', () => {
  it('round-trips addresses with encoded characters and ignores malformed values', () => {
    const target = '/u/bills-to-pay/water%2Fsewer/all-services';
    const header = cookieHeaderFrom(hopChainCookie({ count: 3, target }, true));
    expect(readHopChain(header)).toEqual({ count: 3, target });
    expect(readHopChain(`${HOPS_COOKIE_NAME}=lots`)).toBeNull();
    expect(readHopChain(`${HOPS_COOKIE_NAME}=3.nowhere`)).toBeNull();
    expect(readHopChain(undefined)).toBeNull();
    expect(hopChainCookie({ count: 1, target }, true)).toMatch(/Max-Age=60.*Secure/);
  });

  it('compares addresses without query, fragment or trailing slash', () => {
    expect(chainAddress('/u/bills-to-pay/utilities/?ref=x#top')).toBe('/u/bills-to-pay/utilities');
    expect(chainAddress('/')).toBe('/');
  });
});
