import { describe, expect, it } from 'vitest';
import { HOPS_COOKIE_NAME } from '../../src/routing/redirectHops.js';
import type { SessionStanding } from '../api/auth/authentication.js';
import { hashSessionToken } from '../api/auth/sessionTokens.js';
import type { AnswerObserver } from './inProcessApiTransport.js';
import type { KeptPage } from './renderedPageCache.js';
import {
  createSignedInPageCache,
  isKeepableSignedInAnswer,
  signedInVisitor,
  type SignedInRender,
  type SignedInRequest,
} from './signedInPageCache.js';

const page = (size: number): KeptPage => ({
  headers: [['Cache-Control', 'private, no-store']],
  inlineHashes: { scripts: [], styles: [] },
  body: Buffer.alloc(size),
  etag: undefined,
});

const visitorOf = (name: string, variant = 'sidebar-unset'): SignedInRequest => ({
  tokenHash: hashSessionToken(`token-of-${name}-0123456789abcdef`),
  variant,
});

/**
 * A cache over a data version and sessions the test sets; each render's API calls answer as the
 * test says (a public answer of a version, a session's answer, or something private).
 */
function cacheAt(limits: { maxBytes?: number; maxPages?: number; maxPagesPerSession?: number }) {
  const state = {
    version: 'v1' as string | undefined,
    /** Where each session (by token hash) stands now; absent: signed out. */
    sessions: new Map<string, SessionStanding>(),
    standingReads: 0,
  };
  const cache = createSignedInPageCache({
    publicAnswers: { currentVersion: () => state.version },
    transport: Object.assign(() => Promise.reject(new Error('unused')), {
      reportingTo: (observe: AnswerObserver) => async (config: unknown) => {
        const answer = config as { publicVersion?: string; session?: SessionStanding };
        observe(answer.publicVersion, answer.session);
        return undefined as never;
      },
    }),
    sessionStanding: async (tokenHash) => {
      state.standingReads += 1;
      return state.sessions.get(tokenHash);
    },
    ...limits,
  });
  const signIn = (visitor: SignedInRequest, userVersion = 1, day = '2026-11-28') => {
    const standing = { tokenHash: visitor.tokenHash, userVersion, day };
    state.sessions.set(visitor.tokenHash, standing);
    return standing;
  };
  /** A render that read the session's answer and one public answer of the current version. */
  const render = async (visitor: SignedInRequest) => {
    const started = cache.startRender() as SignedInRender;
    const session = state.sessions.get(visitor.tokenHash);
    await started.transport({ session } as never);
    await started.transport({ publicVersion: state.version } as never);
    return started;
  };
  return { cache, state, signIn, render };
}

describe('createSignedInPageCache', () => {
  it('gives a page only to the session it was rendered for, while that session stands', async () => {
    const { cache, state, signIn, render } = cacheAt({});
    const ann = visitorOf('ann');
    const bob = visitorOf('bob');
    signIn(ann);
    signIn(bob);
    cache.keep('/u/biller/x', ann, await render(ann), page(10));
    expect(await cache.find('/u/biller/x', ann)).toBeDefined();
    // Another session (even of the same person), another sidebar, another URL: nothing.
    expect(cache.find('/u/biller/x', bob)).toBeUndefined();
    expect(cache.find('/u/biller/x', { ...ann, variant: 'sidebar-collapsed' })).toBeUndefined();
    expect(cache.find('/u/biller/x/index.pageContext.json', ann)).toBeUndefined();
    // The user changed (a notification, a new ZIP, a membership change): the next request misses.
    signIn(ann, 2);
    expect(await cache.find('/u/biller/x', ann)).toBeUndefined();
    // …and so after a sign-out, once the day changes, or once the public data moves.
    signIn(ann, 1);
    expect(await cache.find('/u/biller/x', ann)).toBeUndefined(); // dropped when it missed
    cache.keep('/u/biller/x', ann, await render(ann), page(10));
    state.sessions.delete(ann.tokenHash);
    expect(await cache.find('/u/biller/x', ann)).toBeUndefined();
    signIn(ann, 1);
    cache.keep('/u/biller/x', ann, await render(ann), page(10));
    signIn(ann, 1, '2026-11-29');
    expect(await cache.find('/u/biller/x', ann)).toBeUndefined();
    signIn(ann, 1);
    cache.keep('/u/biller/x', ann, await render(ann), page(10));
    state.version = 'v2';
    expect(await cache.find('/u/biller/x', ann)).toBeUndefined();
  });

  it('asks where the session stands only when a page is kept for it', async () => {
    const { cache, state, signIn, render } = cacheAt({});
    const ann = visitorOf('ann');
    signIn(ann);
    expect(cache.find('/a', ann)).toBeUndefined();
    expect(state.standingReads).toBe(0);
    cache.keep('/a', ann, await render(ann), page(10));
    await cache.find('/a', ann);
    await cache.find('/a', ann);
    expect(state.standingReads).toBe(2);
  });

  it('keeps only renders built on public answers and that one session answer', async () => {
    const { cache, state, signIn } = cacheAt({});
    const ann = visitorOf('ann');
    const bob = visitorOf('bob');
    const annStanding = signIn(ann);
    const bobStanding = signIn(bob);
    const withCalls = async (...answers: Array<{ publicVersion?: string; session?: object }>) => {
      const render = cache.startRender() as SignedInRender;
      for (const answer of answers) await render.transport(answer as never);
      return render;
    };
    // A private answer (bills, wallet…), an old public answer, no session answer at all, two
    // sessions' answers, another session's answer, or a call never answered: not kept.
    const refused = [
      await withCalls({ session: annStanding }, {}),
      await withCalls({ session: annStanding }, { publicVersion: 'v0' }),
      await withCalls({ publicVersion: 'v1' }),
      await withCalls({ session: annStanding }, { session: { ...annStanding, userVersion: 2 } }),
      await withCalls({ session: bobStanding }),
    ];
    const unanswered = await withCalls({ session: annStanding });
    void unanswered.transport(new Promise(() => {}) as never).catch(() => {});
    refused.push(unanswered);
    for (const render of refused) {
      cache.keep('/a', ann, render, page(10));
      expect(cache.find('/a', ann)).toBeUndefined();
    }
    // The data moved while the page was rendered.
    const before = await withCalls({ session: annStanding }, { publicVersion: 'v1' });
    state.version = 'v2';
    cache.keep('/a', ann, before, page(10));
    expect(cache.find('/a', ann)).toBeUndefined();
    // No data version known: nothing is rendered to be kept.
    state.version = undefined;
    expect(cache.startRender()).toBeUndefined();
    state.version = 'v2';
    cache.keep('/a', ann, await withCalls({ session: annStanding }, { publicVersion: 'v2' }), page(10));
    expect(await cache.find('/a', ann)).toBeDefined();
  });

  it('bounds the memory, and each session to its own share', async () => {
    const { cache, signIn, render } = cacheAt({
      maxPages: 4,
      maxBytes: 1_000,
      maxPagesPerSession: 2,
    });
    const ann = visitorOf('ann');
    const bob = visitorOf('bob');
    signIn(ann);
    signIn(bob);
    cache.keep('/bob', bob, await render(bob), page(10));
    cache.keep('/1', ann, await render(ann), page(10));
    cache.keep('/2', ann, await render(ann), page(10));
    expect(await cache.find('/1', ann)).toBeDefined();
    cache.keep('/3', ann, await render(ann), page(10));
    // Ann's least recently given page went, not Bob's.
    expect(cache.find('/2', ann)).toBeUndefined();
    expect(await cache.find('/1', ann)).toBeDefined();
    expect(await cache.find('/3', ann)).toBeDefined();
    expect(await cache.find('/bob', bob)).toBeDefined();
    // Bytes: the least recently given pages overall go first.
    cache.keep('/big', ann, await render(ann), page(985));
    expect(cache.find('/1', ann)).toBeUndefined();
    expect(cache.find('/3', ann)).toBeUndefined();
    expect(await cache.find('/bob', bob)).toBeDefined();
    expect(await cache.find('/big', ann)).toBeDefined();
    cache.keep('/too-large', ann, await render(ann), page(1_001));
    expect(cache.find('/too-large', ann)).toBeUndefined();
  });

  it('drops a session’s pages of an earlier version of its user when it keeps a newer one', async () => {
    const { cache, signIn, render } = cacheAt({});
    const ann = visitorOf('ann');
    signIn(ann, 1);
    cache.keep('/a', ann, await render(ann), page(10));
    signIn(ann, 2);
    cache.keep('/b', ann, await render(ann), page(10));
    signIn(ann, 1);
    expect(cache.find('/a', ann)).toBeUndefined();
    // A render of the earlier version that ends late does not push the newer page out.
    const late = await render(ann);
    signIn(ann, 2);
    cache.keep('/c', ann, late, page(10));
    expect(cache.find('/c', ann)).toBeUndefined();
    expect(await cache.find('/b', ann)).toBeDefined();
  });
});

describe('signedInVisitor', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
  it('names the session by its hash, with the sidebar choice the page shows', () => {
    const visitor = signedInVisitor({
      method: 'GET',
      headers: { cookie: `other=1; doxo_session=${token}; doxo_sidebar=collapsed` },
    });
    expect(visitor).toEqual({ tokenHash: hashSessionToken(token), variant: 'sidebar-collapsed' });
    expect(JSON.stringify(visitor)).not.toContain(token);
    expect(signedInVisitor({ method: 'GET', headers: { cookie: `doxo_session=${token}` } })?.variant).toBe(
      'sidebar-unset',
    );
  });

  it('refuses other methods, no session, a host shell’s request and a redirect chain in flight', () => {
    const cookie = `doxo_session=${token}`;
    expect(signedInVisitor({ method: 'HEAD', headers: { cookie } })).toBeUndefined();
    expect(signedInVisitor({ method: 'GET', headers: {} })).toBeUndefined();
    expect(signedInVisitor({ method: 'GET', headers: { cookie: 'a=1' } })).toBeUndefined();
    expect(signedInVisitor({ method: 'GET', headers: { cookie, 'x-shell-context': 'a.b.c' } })).toBeUndefined();
    expect(
      signedInVisitor({
        method: 'GET',
        headers: { cookie: `${cookie}; ${HOPS_COOKIE_NAME}=1./u/bills-to-pay` },
      }),
    ).toBeUndefined();
  });
});

describe('isKeepableSignedInAnswer', () => {
  it('keeps only public pages rendered normally for a session, setting no cookie', () => {
    const normal = {
      status: 200,
      cacheControl: 'private, no-store',
      setsCookie: false,
      publicPage: true,
    };
    expect(isKeepableSignedInAnswer(normal)).toBe(true);
    expect(isKeepableSignedInAnswer({ ...normal, publicPage: undefined })).toBe(false);
    expect(isKeepableSignedInAnswer({ ...normal, status: 302 })).toBe(false);
    expect(isKeepableSignedInAnswer({ ...normal, setsCookie: true })).toBe(false);
    expect(isKeepableSignedInAnswer({ ...normal, cacheControl: 'public, max-age=60' })).toBe(false);
  });
});
