import { describe, expect, it } from 'vitest';
import { pageCacheControl, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './pageCaching.js';

describe('pageCacheControl', () => {
  it('lets shared caches keep a public page that rendered normally', () => {
    expect(pageCacheControl({ config: { publicPage: true } })).toBe(PUBLIC_PAGE_CACHE);
  });

  it('keeps everything else out of every cache', () => {
    expect(pageCacheControl({ config: {} })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ config: { publicPage: true }, is404: true })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ config: { publicPage: true }, abortStatusCode: 500 })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ config: { publicPage: true }, errorWhileRendering: new Error('x') })).toBe(
      PRIVATE_PAGE_CACHE,
    );
  });

  it('keeps a public page rendered for a session out of every cache', () => {
    expect(pageCacheControl({ config: { publicPage: true }, hasSessionCookie: true })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ config: { publicPage: true }, hasSessionCookie: false })).toBe(PUBLIC_PAGE_CACHE);
  });

  it('keeps a public page a host shell asked for out of every cache: it is that host’s', () => {
    expect(pageCacheControl({ config: { publicPage: true }, shellSharedData: {} })).toBe(PRIVATE_PAGE_CACHE);
  });
});
