import { parse, serialize } from 'cookie';

// docs/product.md#redirect-hop-limit: no chain of rewrites and redirects is longer than 7. A
// browser follows HTTP redirects on its own and Vike follows client-side ones, so neither the
// server nor the router sees a chain whole: each redirect we answer leaves its hop count in a
// short-lived cookie naming the address it sends to. The request for exactly that address continues
// the chain; any other starts anew. The browser's own redirect limit (20 in Chromium) would end a
// loop with a browser error page; ours ends it after 7 hops with the product's error page
// (docs/product.md#redirect-hop-limit).

export const MAX_REDIRECT_HOPS = 7;
/** The abort reason of the error page that ends a chain (src/routing/errorMessages.ts). */
export const REDIRECT_LIMIT_REASON = 'redirect_chain_too_long';
export const HOPS_COOKIE_NAME = 'doxo_route_hops';
/** A chain of redirects takes well under a second; a stale count never outlives a minute. */
const HOPS_COOKIE_SECONDS = 60;

/** A redirect chain so far: how many hops it took, and the address of its next request. */
export type HopChain = { count: number; target: string };

/**
 * What a server render did about the chain, for the server to answer with: the hop it answered
 * (a redirect), or that it stopped the chain. One object per request (server/http).
 */
export type RedirectHopsRecord = { next: HopChain | null; stopped: boolean };

export function newRedirectHopsRecord(): RedirectHopsRecord {
  return { next: null, stopped: false };
}

/** A path as the chain compares it: no query, no fragment, no trailing slash. */
export function chainAddress(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The chain a Cookie header carries, or null. */
export function readHopChain(cookieHeader: string | undefined | null): HopChain | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[HOPS_COOKIE_NAME];
  const match = value ? /^(\d{1,3})\.(\/.*)$/.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { count: Number(match[1]), target: match[2] };
}

/** How many hops led to this address: the chain's count when it was sent here, else 0. */
export function hopsBefore(chain: HopChain | null, urlPathname: string): number {
  return chain && chain.target === chainAddress(urlPathname) ? chain.count : 0;
}

/** The next hop from an address reached after `hops` hops, or null when the chain must stop. */
export function nextHop(hops: number, redirectUrl: string): HopChain | null {
  if (hops >= MAX_REDIRECT_HOPS) return null;
  return { count: hops + 1, target: chainAddress(redirectUrl) };
}

/** The cookie that carries a chain to its next request; null clears it. */
export function hopChainCookie(chain: HopChain | null, secure: boolean): string {
  return serialize(HOPS_COOKIE_NAME, chain ? `${chain.count}.${chain.target}` : '', {
    path: '/',
    maxAge: chain ? HOPS_COOKIE_SECONDS : 0,
    sameSite: 'lax',
    secure,
  });
}

/**
 * The Set-Cookie a server answer needs, or null: the hop it answered, else a clear when the
 * request was the end of a chain (so a later visit to the same address starts from zero).
 */
export function hopCookieForAnswer(
  requestCookieHeader: string | undefined,
  requestPathname: string,
  record: RedirectHopsRecord,
  secure: boolean,
): string | null {
  if (record.next) return hopChainCookie(record.next, secure);
  const chain = readHopChain(requestCookieHeader);
  return chain && hopsBefore(chain, requestPathname) > 0 ? hopChainCookie(null, secure) : null;
}
