// Environment: server The Airbrake v3-compatible error collector
// (docs/operations.md#error-collector; docs/product.md#error-reporting;
// docs/architecture.md#the-parts, 6): where @airbrake/browser posts its notices and statistics and
// polls its remote config, plus our own read-only listing of collected notices.
//
// createApiRouter mounts this router before maintenance, the API key and express.json: the notifier
// cannot send X-Api-Key, and errors must still reach us while the product API is in maintenance
// (reports the 503 itself; docs/product.md#maintenance). Requests to any other path fall through.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { errorStatsKinds } from '../db/databaseSchema.js';
import { apiErrorHandler } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import {
  answerPreflight,
  collectorHeaders,
  limitCollectorBytes,
  limitCollectorPosts,
  methodNotAllowed,
  requireProject,
  requireProjectKey,
  requireReadKey,
} from './errorCollector/collectorAccess.js';
import { createErrorReportStore, listNotices } from './errorCollector/errorReportStore.js';
import { parseReportBody } from './errorCollector/parseReportBody.js';
import { parseInput } from './parseInput.js';
import {
  ERROR_MESSAGE_COLUMN_LENGTH,
  NOTICE_MAX_LENGTH,
  noticeSchema,
  noticesListQuerySchema,
  REMOTE_CONFIG_POLL_SECONDS,
  REPORT_MAX_BYTES,
  statsReportSchema,
  URL_COLUMN_LENGTH,
  type Notice,
  type NoticeCreatedResponse,
  type NoticesListResponse,
  type RemoteConfigResponse,
} from './schemas/errorCollectorSchemas.js';

/** Airbrake's remote config API version, part of the path the notifier polls. */
const REMOTE_CONFIG_API_VERSION = '2020-06-18';

type CollectorHandlers = { get?: RequestHandler[]; post?: RequestHandler[] };

/**
 * One collector path: CORS and no-store on every answer, its preflight, its handlers, and a 405
 * for any other method (the path is the collector's, so it does not fall through to the API).
 */
function addCollectorRoute(router: Router, path: string, handlers: CollectorHandlers): void {
  const route = router.route(path).all(collectorHeaders).options(answerPreflight);
  if (handlers.get) route.get(...handlers.get);
  if (handlers.post) route.post(...handlers.post);
  route.all(
    methodNotAllowed([...(handlers.get ? ['GET', 'HEAD'] : []), ...(handlers.post ? ['POST'] : []), 'OPTIONS']),
  );
}

/** Cut to `length` characters without leaving half of a surrogate pair at the end. */
function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The columns listing shows: the first error and the context the notifier fills (docs/product.md#error-reporting). */
function noticeColumns(notice: Notice) {
  const [first] = notice.errors;
  return {
    errorType: first?.type ?? null,
    errorMessage: first ? truncate(first.message, ERROR_MESSAGE_COLUMN_LENGTH) : null,
    url: notice.context?.url === undefined ? null : truncate(notice.context.url, URL_COLUMN_LENGTH),
    severity: notice.context?.severity ?? null,
    environment: notice.context?.environment ?? null,
  };
}

/**
 * The first segment of every collector path (below), as the router matches it (whatever the
 * case, the path not decoded): a request whose path starts otherwise is none of the collector's.
 */
const COLLECTOR_PATH = new RegExp(`^/(v3|v5|${REMOTE_CONFIG_API_VERSION})/`, 'i');

/**
 * The collector's routes, mounted at the API's root. A request for any other path (every other API
 * call) is passed on at once: a router that answers nothing passes its request on only at the
 * event loop's next turn (setImmediate), which under load put each API call, and each of a page
 * render's calls in turn, behind a whole turn of other requests' work
 * (docs/performance.md#load-runs).
 */
export function createErrorCollectorRouter(dependencies: ApiDependencies): RequestHandler {
  const router = collectorRouter(dependencies);
  return (request, response, next) => {
    if (COLLECTOR_PATH.test(request.path)) router(request, response, next);
    else next();
  };
}

function collectorRouter(dependencies: ApiDependencies): Router {
  const { db, now, settings } = dependencies;
  const collector = settings.errorCollector;
  const router = express.Router();

  // Only the collector's routes read their body, as text whatever its type (see the top).
  const readText = express.text({ type: () => true, limit: REPORT_MAX_BYTES });
  const project = requireProject(collector);
  const projectKey = requireProjectKey(collector);
  const rateLimit = limitCollectorPosts(dependencies);
  const byteBudget = limitCollectorBytes(dependencies);
  const store = createErrorReportStore(db, collector);
  // The settings are fixed for the life of the process, so they last changed when it started.
  const configUpdatedAt = Math.floor(now().getTime() / 1000);

  const receiveNotice = async (request: Request, response: Response) => {
    const report = parseReportBody(request.body, NOTICE_MAX_LENGTH);
    const notice = parseInput(noticeSchema, report, 'body');
    const id = await store.storeNotice({
      projectId: collector.projectId,
      receivedAt: now(),
      ...noticeColumns(notice),
      // Stored as received (made storable), not as parsed: unknown keys stay verbatim.
      notice: JSON.stringify(report),
    });
    const answer: NoticeCreatedResponse = { id: String(id), url: '' };
    response.status(201).json(answer);
  };

  const listReceivedNotices = async (request: Request, response: Response) => {
    const query = parseInput(noticesListQuerySchema, request.query, 'query');
    // One more than the page: whether it exists says if there is a next page.
    const rows = await listNotices(db, {
      projectId: collector.projectId,
      limit: query.limit + 1,
      before: query.before,
    });
    const page = rows.slice(0, query.limit);
    const answer: NoticesListResponse = {
      notices: page.map((row) => ({
        id: row.id,
        received_at: row.received_at.toISOString(),
        error_type: row.error_type,
        error_message: row.error_message,
        url: row.url,
        severity: row.severity,
        environment: row.environment,
        notice: row.notice,
      })),
      next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
    response.json(answer);
  };

  addCollectorRoute(router, '/v3/projects/:projectId/notices', {
    post: [project, projectKey, rateLimit, readText, byteBudget, receiveNotice],
    get: [project, requireReadKey(collector), listReceivedNotices],
  });

  // docs/product.md#reporting-requests: the notifier flushes route, query and queue statistics
  // every 15 s.
  for (const kind of errorStatsKinds) {
    const receiveStats = async (request: Request, response: Response) => {
      const report = parseInput(statsReportSchema, parseReportBody(request.body, REPORT_MAX_BYTES), 'body');
      await store.storeStats({
        projectId: collector.projectId,
        receivedAt: now(),
        kind,
        payload: JSON.stringify(report),
      });
      response.status(204).end();
    };
    addCollectorRoute(router, `/v5/projects/:projectId/${kind}`, {
      post: [project, projectKey, rateLimit, readText, byteBudget, receiveStats],
    });
  }

  // docs/product.md#reporting-requests: polled every 10 minutes without a key, as Airbrake's own
  // config service is. The notifier reads `enabled` per setting; an empty config_route keeps it
  // polling this path. It also copies each setting's `endpoint` into its options, but it built its
  // notice and stats URLs when it started, so leaving `endpoint` out changes nothing.
  addCollectorRoute(router, `/${REMOTE_CONFIG_API_VERSION}/config/:projectId/config.json`, {
    get: [
      project,
      (_request, response) => {
        const answer: RemoteConfigResponse = {
          project_id: collector.projectId,
          updated_at: configUpdatedAt,
          poll_sec: REMOTE_CONFIG_POLL_SECONDS,
          config_route: '',
          settings: [
            { name: 'errors', enabled: true },
            { name: 'apm', enabled: true },
          ],
        };
        response.json(answer);
      },
    ],
  });

  // The API's error shape for everything above; the API's own handler is behind the gates.
  router.use(apiErrorHandler(dependencies.log));
  return router;
}
