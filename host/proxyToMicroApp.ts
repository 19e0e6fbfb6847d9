// Forwards a request to the micro-app and its answer back (docs/host-contract.md#what-the-host-forwards),
// with Node's own http client: a host needs no proxy library for this. Bodies stream both ways,
// except a page's HTML, which the host composes into its chrome.
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { SHELL_CONTEXT_HEADER } from '../contract/shellContext.js';

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1), and the client's Host. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** How long the micro-app may take to start answering before the host gives up on it. */
const ANSWER_TIMEOUT_MS = 30_000;

export type ForwardOptions = {
  /** Headers the host adds (the signed shell context); they replace any the client sent. */
  headers?: Record<string, string>;
  /**
   * Called with an HTML answer's text, instead of streaming it, when set: the host composes the
   * page. The answer is asked for uncompressed so it can be read.
   */
  composeHtml?: (html: string, upstream: IncomingMessage) => void;
  /** The micro-app did not answer (refused, reset, timed out) before anything was sent. */
  onUnavailable: (error: Error) => void;
};

export type MicroAppProxy = {
  forward: (request: Request, response: Response, options: ForwardOptions) => void;
  close: () => void;
};

export function createMicroAppProxy(microAppUrl: URL): MicroAppProxy {
  const secure = microAppUrl.protocol === 'https:';
  const agent = new (secure ? https : http).Agent({ keepAlive: true });

  return {
    forward(request, response, options) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        // A shell context comes only from the host, never from the browser.
        if (HOP_BY_HOP.has(name) || name === SHELL_CONTEXT_HEADER.toLowerCase()) continue;
        if (value !== undefined) headers[name] = value;
      }
      headers['x-forwarded-for'] = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      headers['x-forwarded-proto'] = request.protocol;
      if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
      if (options.composeHtml) headers['accept-encoding'] = 'identity';
      Object.assign(headers, options.headers);

      const upstream = (secure ? https : http).request({
        protocol: microAppUrl.protocol,
        hostname: microAppUrl.hostname,
        port: microAppUrl.port,
        method: request.method,
        path: request.originalUrl,
        headers,
        agent,
      });
      let answered = false;
      upstream.setTimeout(ANSWER_TIMEOUT_MS, () =>
        upstream.destroy(new Error(`The micro-app did not answer within ${ANSWER_TIMEOUT_MS} ms`)),
      );
      upstream.on('error', (error) => {
        if (!answered && !response.headersSent) options.onUnavailable(error);
        else response.destroy(error);
      });
      // The browser went away: stop asking.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      upstream.on('response', (answer) => {
        answered = true;
        const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (options.composeHtml && isHtml) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => options.composeHtml?.(Buffer.concat(chunks).toString('utf8'), answer));
          return;
        }
        response.status(answer.statusCode ?? 502);
        copyAnswerHeaders(answer, response);
        answer.pipe(response);
      });
      request.pipe(upstream);
    },
    close: () => agent.destroy(),
  };
}

/** The micro-app's answer headers onto the host's answer, but those of one connection. */
export function copyAnswerHeaders(
  answer: IncomingMessage,
  response: Response,
  skip: ReadonlySet<string> = new Set(),
): void {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (HOP_BY_HOP.has(name) || skip.has(name) || value === undefined) continue;
    response.setHeader(name, value);
  }
}
