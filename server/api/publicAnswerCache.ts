// Environment: server
// Answers that are the same for everyone and change only with their data: the directory (service
// types, groups, billers: written by migrations and the seed, never while the API runs) and the
// insights, read from aggregates that change only at a refresh (server/db/refreshInsights.ts),
// which stamps them with its `as_of`. Such an answer is kept, keyed by its URL and the version of
// its data, and given again until that version changes: the directory's for the life of the
// process, the insights' until a refresh (whichever process ran it) is seen, within two seconds.
// Nothing user-specific is ever kept: only the endpoints below, which read no session, and only
// answers that say they are public.
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { safeEqual } from './auth/sessionTokens.js';
import { periodicRead, type PeriodicRead } from './periodicRead.js';

const VERSION_CHECK_MS = 2_000;
/** The directory changes only with migrations and the seed, both done before the API serves. */
const DIRECTORY_VERSION = 'since start';
/** Per kind of data; biller searches and places make the key space open-ended. */
const MAX_ENTRIES = 2_000;

type DataKind = 'directory' | 'insights';

/** A stored answer: always a 200, with the headers its route set. */
export type PublicAnswer = { headers: Readonly<Record<string, string>>; body: string };

export type PublicAnswerCache = {
  /** Serves a kept answer, or keeps the fresh one. Mounted after the gates, before the routes. */
  middleware: RequestHandler;
  /**
   * The kept answer to GET `url` (path and query under the API's mount), when the API would give
   * it right now (not in maintenance, the right API key) and its data has not changed; else
   * undefined. It never waits: for the in-process transport, which then dispatches the request.
   */
  lookup: (url: string, headers: Readonly<Record<string, string>>) => PublicAnswer | undefined;
};

export type PublicAnswerCacheOptions = {
  db: Kysely<Database>;
  apiKey: string | undefined;
  maintenance: PeriodicRead<boolean>;
  now?: () => number;
};

/** Which data an answer to `path` depends on; undefined: not kept. */
function dataKindOf(path: string): DataKind | undefined {
  if (path.startsWith('/insights/')) return 'insights';
  if (
    path === '/directory/service_types' ||
    path === '/directory/service_type_groups' ||
    path.startsWith('/directory/billers')
  ) {
    return 'directory';
  }
  return undefined;
}

/** Headers Express computes from the body on every send: never stored. */
const COMPUTED_HEADERS = new Set(['content-length', 'etag']);

export function createPublicAnswerCache(options: PublicAnswerCacheOptions): PublicAnswerCache {
  const insightsVersion = periodicRead(
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
  // Per kind, the answers of one version of its data: a newer version replaces them all.
  const kept: Record<DataKind, { version: string; answers: Map<string, PublicAnswer> }> = {
    directory: { version: DIRECTORY_VERSION, answers: new Map() },
    insights: { version: '', answers: new Map() },
  };

  const find = (kind: DataKind, version: string, key: string) =>
    kept[kind].version === version ? kept[kind].answers.get(key) : undefined;

  const keep = (kind: DataKind, version: string, key: string, stored: PublicAnswer) => {
    if (kept[kind].version !== version) kept[kind] = { version, answers: new Map() };
    const { answers } = kept[kind];
    answers.set(key, stored);
    const oldest = answers.keys().next();
    if (answers.size > MAX_ENTRIES && !oldest.done) answers.delete(oldest.value);
  };

  const answer = (response: Response, stored: PublicAnswer) => {
    for (const [name, value] of Object.entries(stored.headers)) response.setHeader(name, value);
    response.status(200).send(stored.body);
  };

  const middleware: RequestHandler = async (request: Request, response, next) => {
    const kind = request.method === 'GET' ? dataKindOf(request.path) : undefined;
    if (!kind) {
      next();
      return;
    }
    const version = kind === 'insights' ? await insightsVersion.get() : DIRECTORY_VERSION;
    const key = request.url;
    const stored = find(kind, version, key);
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
        keep(kind, version, key, { headers, body });
      }
      return send(body);
    };
    next();
  };

  const lookup: PublicAnswerCache['lookup'] = (url, headers) => {
    const kind = dataKindOf(url.split('?')[0] ?? '');
    if (!kind || options.maintenance.known() !== false) return undefined;
    if (options.apiKey) {
      const sent = headers['x-api-key'];
      if (!sent || !safeEqual(sent, options.apiKey)) return undefined;
    }
    const version = kind === 'insights' ? insightsVersion.known() : DIRECTORY_VERSION;
    return version === undefined ? undefined : find(kind, version, url);
  };

  return { middleware, lookup };
}
