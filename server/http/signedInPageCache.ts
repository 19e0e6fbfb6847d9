// Environment: server
// Rendered signed-in pages, kept (docs/architecture.md#page-caches). A public page a signed-in
// person visits (the insights, a biller) differs from the signed-out one only by what the session
// answer brings (the shell with the person's name, counts, membership, bell count, CSRF token):
// rendered again, it would come out the same while that answer, the public data and today stand.
// So a page is kept only when it is exactly what a new render would give:
// - it answered a GET carrying the session cookie and nothing else a page reads from a request
//   but the sidebar choice (in the key): no host shell's context, no redirect chain in flight;
// - it rendered normally as a public page (config.publicPage), 200, `private, no-store`, no
//   Set-Cookie;
// - every API call of the render was answered either with a public answer of the data version
//   current when the render began and still current when it ended, or with an answer marked as
//   built only from the caller's session answer (GET /session, GET /membership:
//   server/api/auth/authentication.ts), all of one session, one user's version, one day. A page
//   that read anything else (bills, wallet, history, a failed or slow call) is not kept.
// It is given again, for the same URL (a page and its pageContext.json are two URLs), the same
// session (its token's hash), the same sidebar choice, only while the session is live and its
// user's version, the public data version and the day are the ones it was built on: the user's
// version is read as every API call reads it (server/api/auth/sessionAnswerCache.ts: on PGlite,
// vouched for by the feed of changed users; on PostgreSQL, one read per request), so a sign-out,
// password change, membership change, new notification or ZIP change is seen by the very next
// request (docs/product.md#session-answers). The build is the process's own: a new build is a new
// process, which starts with nothing kept.
// Memory is bounded in bytes and pages, least recently given first, and per session, so one
// person's pages cannot push out everyone else's.
import type { AxiosAdapter } from 'axios';
import { SHELL_CONTEXT_HEADER } from '../../contract/shellContext.js';
import { readSessionCookie } from '../../src/container/pageSession.js';
import { readSidebarPreference } from '../../src/container/sidebarPreference.js';
import { PRIVATE_PAGE_CACHE } from '../../src/routing/pageCaching.js';
import { readHopChain } from '../../src/routing/redirectHops.js';
import type { SessionStanding } from '../api/auth/authentication.js';
import { hashSessionToken } from '../api/auth/sessionTokens.js';
import type { PublicAnswerCache } from '../api/publicAnswerCache.js';
import type { InProcessApiTransport } from './inProcessApiTransport.js';
import { countingCalls, type KeptPage } from './renderedPageCache.js';

/** A request a signed-in page may be given to (or kept from): who asks, and how they see it. */
export type SignedInRequest = {
  /** The session token's hash (as the sessions table holds it): never the token itself. */
  tokenHash: string;
  /** What else of the request the page shows: the sidebar's remembered choice. */
  variant: string;
};

/** One render that may be kept: its API calls go through `transport`, which notes their answers. */
export type SignedInRender = {
  transport: AxiosAdapter;
  /**
   * Where the session stood for every API call, when each was answered either publicly at the
   * render's data version or from that one session answer; else undefined.
   */
  builtOn: () => SessionStanding | undefined;
  dataVersion: string;
};

export type SignedInPageCache = {
  /**
   * The kept page for `url` and `visitor`, while everything it was built on stands; undefined at
   * once when nothing is kept for them, else once the session's standing is read.
   */
  find: (url: string, visitor: SignedInRequest) => Promise<KeptPage | undefined> | undefined;
  /** A render whose page may be kept, or undefined when the data version is not known now. */
  startRender: () => SignedInRender | undefined;
  /** Keeps `page` if `render` was built on public answers and `visitor`'s session answer only. */
  keep: (url: string, visitor: SignedInRequest, render: SignedInRender, page: KeptPage) => void;
};

export type SignedInPageCacheOptions = {
  publicAnswers: Pick<PublicAnswerCache, 'currentVersion'>;
  transport: InProcessApiTransport;
  /** Where the session stands now (the API's own reading of it), or undefined when it is not live. */
  sessionStanding: (tokenHash: string) => Promise<SessionStanding | undefined>;
  /** The memory the kept bodies may take. */
  maxBytes?: number;
  maxPages?: number;
  /** Pages one session may have kept. */
  maxPagesPerSession?: number;
};

/** A signed-in insights page is about 100 KB. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_PAGES = 1_000;
const DEFAULT_MAX_PAGES_PER_SESSION = 8;

const SHELL_CONTEXT_HEADER_NAME = SHELL_CONTEXT_HEADER.toLowerCase();

/**
 * The visitor of a request whose page may come from (and go to) the signed-in cache: a GET with a
 * session cookie, no host shell's context and no redirect chain in flight (its answer clears or
 * moves the chain's cookie); else undefined.
 */
export function signedInVisitor(request: {
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}): SignedInRequest | undefined {
  const { cookie } = request.headers;
  if (request.method !== 'GET' || typeof cookie !== 'string') return undefined;
  if (request.headers[SHELL_CONTEXT_HEADER_NAME] !== undefined) return undefined;
  const token = readSessionCookie(cookie);
  if (!token || readHopChain(cookie) !== null) return undefined;
  const sidebar = readSidebarPreference(cookie);
  return {
    tokenHash: hashSessionToken(token),
    variant: sidebar === null ? 'sidebar-unset' : sidebar ? 'sidebar-expanded' : 'sidebar-collapsed',
  };
}

/** Whether an answer may be kept: a public page, rendered normally for a session, no cookie set. */
export function isKeepableSignedInAnswer(answer: {
  status: number;
  cacheControl: unknown;
  setsCookie: boolean;
  publicPage: unknown;
}): boolean {
  return (
    answer.status === 200 &&
    answer.cacheControl === PRIVATE_PAGE_CACHE &&
    !answer.setsCookie &&
    answer.publicPage === true
  );
}

type Entry = KeptPage & {
  bytes: number;
  tokenHash: string;
  userVersion: number;
  day: string;
};

const sameStanding = (a: SessionStanding, b: SessionStanding) =>
  a.tokenHash === b.tokenHash && a.userVersion === b.userVersion && a.day === b.day;

export function createSignedInPageCache(options: SignedInPageCacheOptions): SignedInPageCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxPerSession = options.maxPagesPerSession ?? DEFAULT_MAX_PAGES_PER_SESSION;
  // The pages of one data version, least recently given first; a newer version replaces them.
  // Each session's keys too, in the same order.
  let kept = {
    version: '',
    pages: new Map<string, Entry>(),
    sessions: new Map<string, Set<string>>(),
    bytes: 0,
  };
  const keyOf = (url: string, visitor: SignedInRequest) => `${visitor.tokenHash} ${visitor.variant} ${url}`;

  const drop = (key: string) => {
    const entry = kept.pages.get(key);
    if (!entry) return;
    kept.pages.delete(key);
    kept.bytes -= entry.bytes;
    const keys = kept.sessions.get(entry.tokenHash);
    keys?.delete(key);
    if (keys?.size === 0) kept.sessions.delete(entry.tokenHash);
  };

  const touch = (key: string, entry: Entry) => {
    kept.pages.delete(key);
    kept.pages.set(key, entry);
    const keys = kept.sessions.get(entry.tokenHash);
    keys?.delete(key);
    keys?.add(key);
  };

  const find = (url: string, visitor: SignedInRequest) => {
    const key = keyOf(url, visitor);
    // Nothing kept: no need to ask where the session stands, nor to wait.
    if (!kept.pages.has(key)) return undefined;
    return options.sessionStanding(visitor.tokenHash).then((standing) => given(key, standing));
  };

  const given = (key: string, standing: SessionStanding | undefined) => {
    // Read after the session, as a render would: the page stands only if both still do.
    const version = options.publicAnswers.currentVersion();
    const entry = kept.pages.get(key);
    if (!entry || version === undefined || version !== kept.version) return undefined;
    if (!standing || !sameStanding(standing, entry)) {
      // Its session ended, or its user or the day moved on: it will never be given again.
      drop(key);
      return undefined;
    }
    touch(key, entry);
    return entry;
  };

  const startRender = (): SignedInRender | undefined => {
    const dataVersion = options.publicAnswers.currentVersion();
    if (dataVersion === undefined) return undefined;
    let builtOnKnownAnswers = 0;
    let standing: SessionStanding | undefined;
    let mixed = false;
    const calls = countingCalls(options.transport, (answerVersion, session) => {
      if (session) {
        if (standing && !sameStanding(standing, session)) mixed = true;
        standing ??= session;
        builtOnKnownAnswers += 1;
      } else if (answerVersion === dataVersion) {
        builtOnKnownAnswers += 1;
      }
    });
    return {
      dataVersion,
      transport: calls.transport,
      builtOn: () => (!mixed && builtOnKnownAnswers === calls.started() ? standing : undefined),
    };
  };

  const keep = (url: string, visitor: SignedInRequest, render: SignedInRender, page: KeptPage) => {
    const standing = render.builtOn();
    // Built for another session than the one asking: never expected, never kept.
    if (!standing || standing.tokenHash !== visitor.tokenHash) return;
    // The data moved while the page was rendered: it may mix two versions.
    if (options.publicAnswers.currentVersion() !== render.dataVersion) return;
    const bytes = page.body.length;
    if (bytes > maxBytes) return;
    if (kept.version !== render.dataVersion) {
      kept = { version: render.dataVersion, pages: new Map(), sessions: new Map(), bytes: 0 };
    }
    let keys = kept.sessions.get(visitor.tokenHash);
    // A render that began before its user's last change ended late: a newer page stands.
    for (const other of keys ?? []) {
      if ((kept.pages.get(other)?.userVersion ?? 0) > standing.userVersion) return;
    }
    const key = keyOf(url, visitor);
    drop(key);
    // Pages of the session built on an earlier version of its user (or day) are never given again.
    for (const other of keys ?? []) {
      const entry = kept.pages.get(other);
      if (entry && !sameStanding(entry, standing)) drop(other);
    }
    keys = kept.sessions.get(visitor.tokenHash);
    if (!keys) {
      keys = new Set();
      kept.sessions.set(visitor.tokenHash, keys);
    }
    kept.pages.set(key, { ...page, bytes, ...standing });
    keys.add(key);
    kept.bytes += bytes;
    while (keys.size > maxPerSession) {
      const [oldest] = keys;
      if (oldest === undefined) break;
      drop(oldest);
    }
    for (const [oldestKey] of kept.pages) {
      if (kept.bytes <= maxBytes && kept.pages.size <= maxPages) break;
      drop(oldestKey);
    }
  };

  return { find, startRender, keep };
}
