// Environment: server
// Composes the product in one Express app (docs/architecture.md#the-parts):
// kept public pages, ahead of the app → request id, access log → security headers → URL checks →
// compression → /healthz, /readyz → /api → assets → pages (GET, HEAD) → Vike renderPage.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import type { RequestListener } from 'node:http';
import express, { type RequestHandler, type Response } from 'express';
import type { ApiRouter } from './api/createApiRouter.js';
import type { ServerConfig } from './config.js';
import { accessLog, type LogLine } from './http/accessLog.js';
import { admissionControl } from './http/admissionControl.js';
import { appAssociation } from './http/appAssociation.js';
import { renderBadRequestPage, renderBusyPage } from './http/plainErrorPage.js';
import { errorReportingOrigins, pageErrorReportingConfig } from './http/errorReportingSettings.js';
import { healthChecks, type HealthChecksOptions } from './http/healthChecks.js';
import { createInProcessApiTransport, IN_PROCESS_API_ORIGIN } from './http/inProcessApiTransport.js';
import { precompressedAssets } from './http/precompressedAssets.js';
import { createRenderedPageCache } from './http/renderedPageCache.js';
import { createSignedInPageCache } from './http/signedInPageCache.js';
import { readOnlyPages } from './http/readOnlyPages.js';
import { rejectMalformedUrl } from './http/rejectMalformedUrl.js';
import { createRemoteApiTransport } from './http/remoteApiTransport.js';
import { renderPageHandler, type ServerApi } from './http/renderPageHandler.js';
import { reportUnhandledErrors } from './http/reportUnhandledErrors.js';
import { keepWorkUntilAnswered } from './http/requestWork.js';
import { requestId } from './http/requestId.js';
import { securityHeaderList, securityHeaders } from './http/securityHeaders.js';
import { serveKeptPages } from './http/serveKeptPages.js';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const clientBuildDirectory = fileURLToPath(new URL('../dist/client', import.meta.url));
const serverBuildEntry = fileURLToPath(new URL('../dist/server/entry.mjs', import.meta.url));

export function hasProductionBuild(): boolean {
  return existsSync(serverBuildEntry) && existsSync(clientBuildDirectory);
}

/**
 * The prerendered pages in dist/client (`/about` → about/index.html, and the pageContext.json of
 * client navigations) are for static hosting (docs/operations.md#prerendered-pages): this server
 * renders every page itself, so a signed-in visitor gets their own and the data is current.
 */
function isPrerenderedPage(requestPath: string): boolean {
  return !/\.[a-z0-9]+$/i.test(requestPath) || /(\.html|\.pageContext\.json)$/.test(requestPath);
}

export type AppOptions = {
  config: ServerConfig;
  log: LogLine;
  /** Mounted at /api when the API runs in this process (the default). */
  apiRouter?: ApiRouter;
  /** What /readyz checks; without it the app is ready whenever it answers. */
  readiness?: HealthChecksOptions;
};

/** `app` answers the product's requests: serve it with `http.createServer(app)`. */
export type App = { app: RequestListener; close: () => Promise<void> };

const BUSY_MESSAGE = 'The server is busy right now. Try again in a moment.';

export async function createApp({
  config,
  log,
  apiRouter,
  readiness = { isShuttingDown: () => false },
}: AppOptions): Promise<App> {
  const development = config.NODE_ENV === 'development';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(requestId, accessLog(log));
  const errorReporting = pageErrorReportingConfig(config);
  const everyAnswersHeaders = securityHeaderList({
    development,
    connectSources: [
      ...(config.API_BASE_URL ? [new URL(config.API_BASE_URL).origin] : []),
      ...errorReportingOrigins(errorReporting),
    ],
    assetOrigins: config.ASSET_BASE_URL ? [new URL(config.ASSET_BASE_URL).origin] : [],
  });
  app.use(securityHeaders(everyAnswersHeaders));
  // docs/architecture.md#reaching-the-api-from-a-server-render: the same HTTP requests, handed to
  // the API router in-process when the API is mounted here, over keep-alive connections when it
  // is remote.
  const remote = config.API_BASE_URL ? { baseUrl: config.API_BASE_URL, ...createRemoteApiTransport() } : undefined;
  const api = express.Router();
  const inProcess = createInProcessApiTransport(api, { publicAnswers: apiRouter?.publicAnswers });
  // Rendered public pages are kept only where their data's version is known (the API in this
  // process) and the code cannot change under them (not the development server). A kept page is
  // given before the app sees its request (below).
  const pageCache =
    !remote && apiRouter && !development
      ? createRenderedPageCache({ publicAnswers: apiRouter.publicAnswers, transport: inProcess })
      : undefined;
  // The same for signed-in visitors, each given only the pages rendered for their own session
  // while it, their user's version and the data stand (server/http/signedInPageCache.ts).
  const signedInPages =
    !remote && apiRouter && !development
      ? createSignedInPageCache({
          publicAnswers: apiRouter.publicAnswers,
          transport: inProcess,
          sessionStanding: apiRouter.sessionStanding,
        })
      : undefined;
  app.use(rejectMalformedUrl(renderBadRequestPage));
  app.use(compression());

  app.use(healthChecks(readiness));
  // /.well-known/: the files that let phones open the site's links in the apps.
  app.use(
    appAssociation({
      iosAppIds: config.IOS_APP_IDS ?? [],
      androidCertificates: config.ANDROID_APP_CERT_SHA256 ?? [],
    }),
  );
  // Page renders (not health checks, static files or API calls) work within a bounded budget.
  const admission = admissionControl({
    maxInFlight: config.MAX_CONCURRENT_REQUESTS,
    maxQueued: config.REQUEST_QUEUE_LIMIT,
    maxWaitMs: config.REQUEST_QUEUE_TIMEOUT_MS,
    refuse: (request, response) => {
      if (request.originalUrl.startsWith('/api/') || !request.accepts('html')) {
        response.json({ error: { code: 'overloaded', message: BUSY_MESSAGE } });
      } else {
        response.type('html').send(renderBusyPage(BUSY_MESSAGE));
      }
    },
  });

  if (apiRouter) api.use(apiRouter);
  // Unknown API paths answer a plain JSON 404, never the app shell.
  api.use((_request, response) => {
    response.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });
  // Server rendering calls this /api over HTTP too: bounding it here would make a page wait on its
  // own calls. Page renders are what is bounded (below); see docs/operations.md#bursts. A shutdown
  // waits for an API call's queries even once its client has gone (docs/operations.md#shutdown).
  app.use('/api', keepWorkUntilAnswered, api);

  const serverApi: ServerApi = remote ?? {
    baseUrl: `${IN_PROCESS_API_ORIGIN}/api`,
    transport: inProcess,
    forOneRender: inProcess.forOneRender,
  };

  let closeDevServer = async () => {};
  if (development) {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: projectRoot });
    // The whole icon sprite, which the build writes among the client's assets.
    const { fullSpriteFile } = await import('../src/ui/icons/iconSprite.js');
    app.get(fullSpriteFile.path, (_request, response) => {
      response.type('image/svg+xml').send(fullSpriteFile.content);
    });
    app.use(devMiddleware);
    closeDevServer = () => viteServer.close();
  } else {
    const setHeaders = (response: Response, filePath: string) => {
      // Hashed file names never change content: cache them for a year.
      if (filePath.includes(`${'/'}assets${'/'}`)) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // Pages served by a host shell, or with ASSET_BASE_URL, load these from another origin:
        // module scripts are fetched with CORS, and helmet's same-origin resource policy would
        // refuse them (docs/host-contract.md#assets-and-the-content-security-policy).
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    };
    const compressedFiles = precompressedAssets(clientBuildDirectory, setHeaders);
    const staticFiles = express.static(clientBuildDirectory, { index: false, setHeaders });
    const clientFiles: RequestHandler = (request, response, next) =>
      compressedFiles(request, response, () => staticFiles(request, response, next));
    // Only names the build has at its top (assets/, favicon.svg) are looked up on disk: a page
    // request costs no file-system lookup before rendering.
    const clientEntries = new Set(existsSync(clientBuildDirectory) ? readdirSync(clientBuildDirectory) : []);
    app.use((request, response, next) => {
      if (clientEntries.has(request.path.split('/')[1] ?? '') && !isPrerenderedPage(request.path))
        clientFiles(request, response, next);
      else next();
    });
    // A missing asset (e.g. an old hash after a deploy) is a plain 404, so the client router
    // notices and falls back to a full page load (docs/product.md#client-navigation).
    app.use('/assets', (_request, response) => {
      response.status(404).type('text/plain').send('Not found');
    });
  }

  app.use(
    readOnlyPages,
    admission.middleware,
    renderPageHandler({
      apiBaseUrl: config.API_BASE_URL,
      serverApi,
      apiKey: config.API_KEY,
      errorReporting,
      pageCache,
      signedInPages,
      shellSharedSecret: config.SHELL_SHARED_SECRET,
      assetBaseUrl: config.ASSET_BASE_URL,
    }),
  );
  app.use(reportUnhandledErrors(errorReporting));
  const keptPages = pageCache
    ? serveKeptPages({ pageCache, signedInPages, securityHeaders: everyAnswersHeaders, log })
    : undefined;
  return {
    app: keptPages
      ? (request, response) => {
          const given = keptPages(request, response);
          if (given === false) app(request, response);
          else if (given !== true) {
            // Not given (or the session's standing could not be read): the app renders it.
            given.then(
              (answered) => answered || app(request, response),
              () => app(request, response),
            );
          }
        }
      : app,
    close: async () => {
      remote?.close();
      await closeDevServer();
    },
  };
}
