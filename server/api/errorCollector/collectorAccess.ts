// Environment: server Who may talk to the error collector (docs/operations.md#error-collector): any
// origin (the notifier runs in pages served from anywhere the micro-app is mounted), only the
// configured project, with its project key to post and with the separate read key to list.
import type { Request, RequestHandler } from 'express';
import { ApiError } from '../apiError.js';
import type { ApiDependencies, ErrorCollectorSettings } from '../apiDependencies.js';
import { safeEqual } from '../auth/sessionTokens.js';
import { throttleAddress } from '../auth/throttleAddress.js';
import { countRequest, deleteEndedWindows } from '../rateLimitWindow.js';

/** Headers the notifier, our own transport (Content-Type) or a reading tool may send. */
const ALLOWED_HEADERS = 'Content-Type, X-Airbrake-Token, Authorization';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Every collector answer, errors included, is readable cross-origin and never cached. No
 * credentials are involved (the key travels in the URL or a header), so `*` is safe.
 */
export const collectorHeaders: RequestHandler = (_request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cache-Control', 'no-store');
  next();
};

/** Preflight for clients that send a header beyond the CORS simple ones (e.g. X-Airbrake-Token). */
export const answerPreflight: RequestHandler = (_request, response) => {
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  response.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
  response.status(204).end();
};

export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  return () => {
    throw new ApiError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} on this path.`, {
      Allow: allowed.join(', '),
    });
  };
}

/**
 * The collector stores one project's reports: any other id, or one that is not a positive
 * integer, is a project that does not exist here (as Airbrake answers for an unknown project).
 */
export function requireProject(settings: ErrorCollectorSettings): RequestHandler {
  return (request, _response, next) => {
    const { projectId: sent } = request.params;
    const projectId = typeof sent === 'string' ? sent : '';
    if (!/^[1-9]\d{0,9}$/.test(projectId) || Number(projectId) !== settings.projectId) {
      throw new ApiError(404, 'project_not_found', `There is no project ${projectId} here.`);
    }
    next();
  };
}

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.get('authorization') ?? '');
  return match?.[1];
}

/** Airbrake's three ways to send the project key: `?key=`, X-Airbrake-Token, or a Bearer token. */
function sentProjectKey(request: Request): string | undefined {
  const { key } = request.query;
  if (typeof key === 'string' && key !== '') return key;
  return request.get('x-airbrake-token') || bearerToken(request);
}

export function requireProjectKey(settings: ErrorCollectorSettings): RequestHandler {
  return (request, _response, next) => {
    const sent = sentProjectKey(request);
    if (sent === undefined) {
      throw new ApiError(
        401,
        'invalid_project_key',
        'Send the project key as ?key=, X-Airbrake-Token or Authorization: Bearer.',
      );
    }
    if (!safeEqual(sent, settings.projectKey)) {
      throw new ApiError(403, 'invalid_project_key', 'The project key is not valid.');
    }
    next();
  };
}

/**
 * Listing is our own addition and exposes what users' browsers reported (URLs, history), so it
 * needs a key of its own, never the project key that every page embeds.
 */
export function requireReadKey(settings: ErrorCollectorSettings): RequestHandler {
  return (request, _response, next) => {
    if (settings.readKey === undefined) {
      throw new ApiError(
        403,
        'listing_disabled',
        'Listing notices is disabled: set ERROR_COLLECTOR_READ_KEY to enable it.',
      );
    }
    const sent = bearerToken(request);
    if (sent === undefined || !safeEqual(sent, settings.readKey)) {
      throw new ApiError(
        401,
        'invalid_read_key',
        'Send the read key as Authorization: Bearer <ERROR_COLLECTOR_READ_KEY>.',
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    next();
  };
}

const RATE_WINDOW_MS = 60_000;

type LimitDependencies = Pick<ApiDependencies, 'db' | 'now' | 'settings'>;

/**
 * Counts `amount` against one of the collector's limits, all of which are a minute long; past the
 * limit it throws the 429 with `message` (rateLimitWindow.ts).
 */
function countPerMinute(
  db: ApiDependencies['db'],
  key: string,
  limit: number,
  current: Date,
  message: string,
  amount?: number,
): Promise<{ newWindow: boolean }> {
  return countRequest(db, { key, limit }, RATE_WINDOW_MS, current, message, amount);
}

/**
 * Posts are limited per client address and, for everyone together, per project (the
 * collector takes one project, so that limit is global): the
 * key is public, and an unbounded stream of notices used to slow every page. A client refused
 * for its address is not counted against the project, so one flooder cannot use up everyone's
 * share. Answers 429 with Retry-After; the notifier backs off on it.
 */
export function limitCollectorPosts({ db, now, settings }: LimitDependencies): RequestHandler {
  const collector = settings.errorCollector;
  return async (request, _response, next) => {
    const current = now();
    await countPerMinute(
      db,
      `collector:address:${throttleAddress(request.ip ?? 'unknown')}`,
      collector.requestsPerMinutePerAddress,
      current,
      'Too many error reports from this address: slow down.',
    );
    const { newWindow } = await countPerMinute(
      db,
      `collector:project:${collector.projectId}`,
      collector.requestsPerMinutePerProject,
      current,
      'Too many error reports for this project: slow down.',
    );
    // Once a minute, as the project's window turns over, the ended windows are swept.
    if (newWindow) await deleteEndedWindows(db, RATE_WINDOW_MS, current);
    next();
  };
}

/**
 * The project's bytes a minute, from all addresses together (the body as read, so after
 * express.text): the count limits above let 3,000 notices of 64 KB a minute through, 180 MB,
 * when each came from another address. Past it: 429 with Retry-After, like the others.
 */
export function limitCollectorBytes({ db, now, settings }: LimitDependencies): RequestHandler {
  const collector = settings.errorCollector;
  return async (request, _response, next) => {
    const body: unknown = request.body;
    await countPerMinute(
      db,
      `collector:bytes:${collector.projectId}`,
      collector.bytesPerMinutePerProject,
      now(),
      'Too many bytes of error reports for this project: slow down.',
      typeof body === 'string' ? Buffer.byteLength(body) : 0,
    );
    next();
  };
}
