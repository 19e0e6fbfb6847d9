// The host shell: a small Express app of its own, in its own process, that mounts the micro-app
// (docs/host-contract.md). It draws its chrome, signs people in and out, serves its own pages
// outside /u/, and forwards the micro-app's pages, page data, assets and API, vouching for the
// visitor of each page request in a signed X-Shell-Context.
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { SHELL_CONTEXT_HEADER } from '../contract/shellContext.js';
import type { HostConfig } from './hostConfig.js';
import { hostContentSecurityPolicy, pageAllowances } from './hostContentSecurityPolicy.js';
import {
  HOST_SCRIPT_PATH,
  HOST_STYLESHEET_PATH,
  composePage,
  homePage,
  hostDocument,
  notFoundPage,
  signInPage,
  unavailablePage,
} from './hostPages.js';
import { hostSharedData, hostShellState, type HostShellState } from './hostSharedData.js';
import { createMicroAppSessions, readSession, type ApiAnswer } from './microAppSession.js';
import { copyAnswerHeaders, createMicroAppProxy } from './proxyToMicroApp.js';
import { signShellContext } from './signShellContext.js';

export type HostFiles = { script: string; stylesheet: string; favicon: string };

/** Where a signed-in visitor lands when nothing else was asked for. */
const DEFAULT_RETURN = '/u/bills';
/** Seconds after which a browser may ask again while the micro-app is down. */
const RETRY_AFTER_SECONDS = 5;

/** Only a path on this host: never another site (an open redirect), nor `//other.example`. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : DEFAULT_RETURN;
}

/** The API signed the visitor in (it answers 201 Created). */
function succeeded(answer: ApiAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** What the visitor is told when the API would not sign them in. */
export function signInErrorMessage(status: number): string {
  if (status === 401) return 'That email and password don’t match an account.';
  if (status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
  if (status === 400) return 'Enter a valid email address and your password.';
  return 'We couldn’t sign you in just now. Please try again.';
}

/**
 * Writes to the host come from its own pages: a request another site's page made (its Origin
 * names another host) is refused. The session cookie is SameSite=Lax besides.
 */
function sameOriginWrites(request: Request, response: Response, next: NextFunction) {
  const origin = request.get('origin');
  if (request.method === 'GET' || request.method === 'HEAD' || !origin) return next();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== request.get('host')) {
    response.status(403).json({ error: { code: 'cross_site', message: 'Not from this site.' } });
    return;
  }
  next();
}

export function createHostApp(config: HostConfig, files: HostFiles) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const sessions = createMicroAppSessions({
    microAppUrl: config.microAppUrl,
    apiKey: config.apiKey,
  });
  const proxy = createMicroAppProxy(config.microAppUrl);
  const ownPagesPolicy = hostContentSecurityPolicy(config.assetOrigin);

  if (config.logRequests) {
    app.use((request, response, next) => {
      const started = performance.now();
      response.on('finish', () =>
        console.log(
          JSON.stringify({
            method: request.method,
            url: request.originalUrl,
            status: response.statusCode,
            ms: Math.round(performance.now() - started),
          }),
        ),
      );
      next();
    });
  }
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use((_request, response, next) => {
    response.setHeader('Content-Security-Policy', ownPagesPolicy);
    next();
  });
  app.use(compression());

  const sendOwnPage = (
    response: Response,
    status: number,
    options: { title: string; state: HostShellState; returnTo: string; main: string },
  ) => {
    response.status(status).setHeader('Cache-Control', 'private, no-store');
    response.type('html').send(hostDocument(options));
  };
  const signedOut = hostShellState(null);
  const sendUnavailable = (request: Request, response: Response) => {
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    if (!request.accepts('html') || request.path.startsWith('/api/')) {
      response.status(502).json({
        error: { code: 'microapp_unavailable', message: 'This part of doxo is not answering.' },
      });
      return;
    }
    sendOwnPage(response, 503, {
      title: 'Not answering',
      state: signedOut,
      returnTo: request.originalUrl,
      main: unavailablePage(),
    });
  };

  app.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json({ status: 'ok' });
  });
  app.get(HOST_SCRIPT_PATH, (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.type('text/javascript').send(files.script);
  });
  app.get(HOST_STYLESHEET_PATH, (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.type('text/css').send(files.stylesheet);
  });
  // The host's own icon on every page, the micro-app's included: the tab shows whose site it is.
  app.get('/favicon.svg', (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.type('image/svg+xml').send(files.favicon);
  });

  app.use(sameOriginWrites);

  /** The visitor's session, or the host's error page when the micro-app does not answer. */
  const withSession = async (request: Request, response: Response) => {
    try {
      return { session: await sessions.current(request) };
    } catch {
      sendUnavailable(request, response);
      return null;
    }
  };

  const relayCookies = (answer: ApiAnswer, response: Response) => {
    for (const cookie of answer.setCookie) response.append('Set-Cookie', cookie);
  };

  // The host's script signs in and out through these, and hands the new shared data to the
  // micro-app's store at once: no reload.
  app.post('/shell/session', express.json({ limit: '4kb' }), async (request, response) => {
    const { email, password } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || typeof password !== 'string') {
      response.status(400).json({ error: { code: 'invalid_request', message: signInErrorMessage(400) } });
      return;
    }
    let answer: ApiAnswer;
    try {
      answer = await sessions.signIn(request, email, password);
    } catch {
      sendUnavailable(request, response);
      return;
    }
    const session = succeeded(answer) ? readSession(answer.body) : null;
    relayCookies(answer, response);
    response.setHeader('Cache-Control', 'no-store');
    if (!session) {
      const status = answer.status >= 400 ? answer.status : 502;
      if (answer.retryAfter) response.setHeader('Retry-After', answer.retryAfter);
      response.status(status).json({ error: { code: 'sign_in_failed', message: signInErrorMessage(status) } });
      return;
    }
    response.json(hostShellState(session));
  });

  /**
   * Ends the visitor's session at the API. True once it is ended (or there was none); otherwise
   * the answer is already sent: the host's error page, or `failed` when the API refused.
   */
  const signOut = async (request: Request, response: Response, failed: () => void): Promise<boolean> => {
    const found = await withSession(request, response);
    if (!found) return false;
    if (!found.session) return true;
    let answer: ApiAnswer;
    try {
      answer = await sessions.signOut(request, found.session.csrfToken);
    } catch {
      sendUnavailable(request, response);
      return false;
    }
    relayCookies(answer, response);
    if (succeeded(answer)) return true;
    failed();
    return false;
  };
  const SIGN_OUT_FAILED = 'We couldn’t sign you out. Please try again.';

  app.delete('/shell/session', async (request, response) => {
    const ended = await signOut(request, response, () => {
      response.status(502).json({ error: { code: 'sign_out_failed', message: SIGN_OUT_FAILED } });
    });
    if (!ended) return;
    response.setHeader('Cache-Control', 'no-store');
    response.json(signedOut);
  });

  /** One of the host's own pages, its chrome showing the visitor signed in or out. */
  const sendVisitorPage = async (
    request: Request,
    response: Response,
    status: number,
    page: { title: string; main: string },
  ) => {
    const found = await withSession(request, response);
    if (!found) return;
    sendOwnPage(response, status, { ...page, state: hostShellState(found.session), returnTo: '/' });
  };

  app.get('/', (request, response) => sendVisitorPage(request, response, 200, { title: 'Home', main: homePage() }));

  app.get('/sign-in', async (request, response) => {
    const returnTo = safeReturnPath(request.query.return);
    const found = await withSession(request, response);
    if (!found) return;
    if (found.session) {
      response.redirect(303, returnTo);
      return;
    }
    sendOwnPage(response, 200, {
      title: 'Sign in',
      state: signedOut,
      returnTo,
      main: signInPage(returnTo, null),
    });
  });

  // Without the host's script (or before it loads) the header's forms still work.
  app.post('/sign-in', express.urlencoded({ extended: false, limit: '4kb' }), async (request, response) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnPath(form.return);
    let answer: ApiAnswer;
    try {
      answer = await sessions.signIn(request, String(form.email ?? ''), String(form.password ?? ''));
    } catch {
      sendUnavailable(request, response);
      return;
    }
    relayCookies(answer, response);
    if (answer.retryAfter) response.setHeader('Retry-After', answer.retryAfter);
    if (succeeded(answer) && readSession(answer.body)) {
      response.redirect(303, returnTo);
      return;
    }
    sendOwnPage(response, answer.status >= 400 ? answer.status : 502, {
      title: 'Sign in',
      state: signedOut,
      returnTo,
      main: signInPage(returnTo, signInErrorMessage(answer.status)),
    });
  });

  app.post('/sign-out', async (request, response) => {
    const ended = await signOut(request, response, () => {
      sendOwnPage(response, 502, {
        title: 'Sign out',
        state: signedOut,
        returnTo: '/',
        main: `<h1>Sign out</h1>\n<p role="alert">${SIGN_OUT_FAILED}</p>`,
      });
    });
    if (ended) response.redirect(303, '/');
  });

  // The micro-app's pages and their data for client navigation: each request carries the
  // shared data the host vouches for, signed, and a page's HTML comes back in the host's chrome.
  app.use('/u', async (request, response) => {
    const found = await withSession(request, response);
    if (!found) return;
    const shared = hostSharedData(found.session);
    const state = hostShellState(found.session);
    proxy.forward(request, response, {
      headers: { [SHELL_CONTEXT_HEADER]: signShellContext(shared, config.sharedSecret) },
      composeHtml: (html, answer) => {
        response.status(answer.statusCode ?? 502);
        copyAnswerHeaders(
          answer,
          response,
          new Set(['content-length', 'content-encoding', 'content-security-policy', 'etag']),
        );
        response.setHeader(
          'Content-Security-Policy',
          hostContentSecurityPolicy(
            config.assetOrigin,
            pageAllowances(String(answer.headers['content-security-policy'] ?? '')),
          ),
        );
        response.send(composePage(html, state, request.originalUrl) ?? html);
      },
      onUnavailable: () => sendUnavailable(request, response),
    });
  });

  // The micro-app's assets (when not loaded from their own origin) and its API, as they are.
  app.use(['/assets', '/api'], (request, response) =>
    proxy.forward(request, response, { onUnavailable: () => sendUnavailable(request, response) }),
  );

  app.use((request, response) =>
    sendVisitorPage(request, response, 404, { title: 'Page not found', main: notFoundPage() }),
  );

  return { app, close: () => proxy.close() };
}
