// Environment: server
// Answers that are the same for everyone and change only with their data: the directory (service
// types, groups, billers: written only by migrations, applied before the API serves, and by the
// seed), the location search (places: written only by the seed) and the insights, read from aggregates that change only at a refresh
// (server/db/refreshInsights.ts), which stamps them with its `as_of`. Every write of the seed ends
// with a refresh, so that `as_of` versions both: an answer is kept, keyed by its URL, under the
// `as_of` it was computed at, and given again until a refresh (in whichever process) moves it,
// seen within two seconds. Nothing user-specific is ever kept: only the endpoints below, which
// read no session, and only answers that say they are public and set no cookie.
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { safeEqual } from './auth/sessionTokens.js';
import { periodicRead, type PeriodicRead } from './periodicRead.js';

const VERSION_CHECK_MS = 2_000;
/** Biller searches and places make the key space open-ended. */
const MAX_ENTRIES = 5_000;

/** A stored answer: always a 200, with the headers its route set, and the data it was read at. */
export type PublicAnswer = {
  headers: Readonly<Record<string, string>>;
  body: string;
  /** The data version (the last refresh's as_of) the answer was computed at. */
  version: string;
};

/**
 * Set on `response.locals` when the API gave a public answer (kept, or given from what was kept):
 * the data version it stands for. Whatever is built only from such answers (a rendered public
 * page, server/http/renderedPageCache.ts) is valid exactly as long as they are.
 */
export const PUBLIC_ANSWER_VERSION = 'publicAnswerVersion';

export type PublicAnswerCache = {
  /** Serves a kept answer, or keeps the fresh one. Mounted after the gates, before the routes. */
  middleware: RequestHandler;
  /**
   * The kept answer to GET `url` (path and query under the API's mount), when the API would give
   * it right now (not in maintenance, the right API key) and its data has not changed; else
   * undefined. It never waits: for the in-process transport, which then dispatches the request.
   */
  lookup: (url: string, headers: Readonly<Record<string, string>>) => PublicAnswer | undefined;
  /**
   * The version of the data kept answers stand for, when it is known and fresh and the API is not
   * in maintenance; else undefined (and a read is started). It never waits.
   */
  currentVersion: () => string | undefined;
};

export type PublicAnswerCacheOptions = {
  db: Kysely<Database>;
  apiKey: string | undefined;
  maintenance: PeriodicRead<boolean>;
  now?: () => number;
};

/** Whether answers to `path` are public and depend only on the seed and the aggregates. */
function isKeptPath(path: string): boolean {
  return (
    path.startsWith('/insights/') ||
    path === '/directory/service_types' ||
    path === '/directory/service_type_groups' ||
    path.startsWith('/directory/billers') ||
    path === '/locations/search'
  );
}

/** Headers Express computes from the body on every send: never stored. */
const COMPUTED_HEADERS = new Set(['content-length', 'etag']);

export function createPublicAnswerCache(options: PublicAnswerCacheOptions): PublicAnswerCache {
  const dataVersion = periodicRead(
    async () => {
      const refresh = await options.db
        .selectFrom('insight_refreshes')
        .select('as_of')
        .where('id', '=', 1)
        .executeTakeFirst();
      return refresh ? refresh.as_of.toISOString() : 'never refreshed';
    },
    VERSION_CHECK_MS,
    options.now,
  );
  // The answers of one version of the data: a newer version replaces them all.
  let kept = { version: '', answers: new Map<string, PublicAnswer>() };

  const find = (version: string, key: string) => (kept.version === version ? kept.answers.get(key) : undefined);

  const keep = (version: string, key: string, stored: PublicAnswer) => {
    if (kept.version !== version) kept = { version, answers: new Map() };
    const { answers } = kept;
    answers.set(key, stored);
    const oldest = answers.keys().next();
    if (answers.size > MAX_ENTRIES && !oldest.done) answers.delete(oldest.value);
  };

  const answer = (response: Response, stored: PublicAnswer) => {
    for (const [name, value] of Object.entries(stored.headers)) response.setHeader(name, value);
    response.locals[PUBLIC_ANSWER_VERSION] = stored.version;
    response.status(200).send(stored.body);
  };

  const middleware: RequestHandler = async (request: Request, response, next) => {
    if (request.method !== 'GET' || !isKeptPath(request.path)) {
      next();
      return;
    }
    const version = await dataVersion.get();
    const key = request.url;
    const stored = find(version, key);
    if (stored) {
      answer(response, stored);
      return;
    }
    const headersBefore = new Set(response.getHeaderNames());
    const send = response.send.bind(response);
    // Express's json() ends in send() with the serialized body: keep that, once.
    response.send = (body?: unknown) => {
      const cacheControl = String(response.getHeader('cache-control') ?? '');
      if (
        response.statusCode === 200 &&
        typeof body === 'string' &&
        /\bpublic\b/.test(cacheControl) &&
        !response.hasHeader('set-cookie')
      ) {
        const headers: Record<string, string> = {};
        for (const name of response.getHeaderNames()) {
          if (headersBefore.has(name) || COMPUTED_HEADERS.has(name)) continue;
          headers[name] = String(response.getHeader(name));
        }
        keep(version, key, { headers, body, version });
        response.locals[PUBLIC_ANSWER_VERSION] = version;
      }
      return send(body);
    };
    next();
  };

  const currentVersion = () => (options.maintenance.known() === false ? dataVersion.known() : undefined);

  const lookup: PublicAnswerCache['lookup'] = (url, headers) => {
    if (!isKeptPath(url.split('?')[0] ?? '')) return undefined;
    if (options.apiKey) {
      const sent = headers['x-api-key'];
      if (!sent || !safeEqual(sent, options.apiKey)) return undefined;
    }
    const version = currentVersion();
    return version === undefined ? undefined : find(version, url);
  };

  return { middleware, lookup, currentVersion };
}
