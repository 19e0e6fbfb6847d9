// Environment: server Server rendering reaches the API over its HTTP interface
// (docs/architecture.md#reaching-the-api-from-a-server-render), but when the API is mounted in this
// very process the request need not leave it: this axios adapter hands each request, as Node's own
// request and response objects, to the API's Express router and turns what the router answers into
// the axios response the HTTP adapter would have produced: same status, headers (Set-Cookie
// included), body and errors (validateStatus, timeouts, cancellation). No socket is opened, so
// internal calls keep working while the listening server is closing, and nothing is compressed,
// nonce'd or ETagged.
import { IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import express, { type RequestHandler } from 'express';
import { callOfRender, newRenderSessions, type RenderSessions } from '../api/auth/renderSessions.js';
import { PUBLIC_ANSWER_VERSION, type PublicAnswerCache } from '../api/publicAnswerCache.js';
import { SESSION_ANSWER_MARK, type SessionStanding } from '../api/auth/authentication.js';

/** Where the in-process API appears to be: server rendering's baseURL when it is mounted here. */
export const IN_PROCESS_API_ORIGIN = 'http://api.internal';

/** The one client address internal calls come from, as they did over loopback. */
const LOOPBACK = '127.0.0.1';

type Body = string | Buffer | undefined;

/** What the router wrote: everything an HTTP client would have read off the wire. */
type Answer = { status: number; headers: Record<string, string | string[]>; body: string | Buffer };

/**
 * Told, once per request, the data version of the public answer the API gave it
 * (server/api/publicAnswerCache.ts), or undefined for any other outcome (a private or failed
 * answer, a timeout); and, for an answer built only from the caller's session answer, where that
 * session stood (server/api/auth/authentication.ts, SESSION_ANSWER_MARK).
 */
export type AnswerObserver = (publicVersion: string | undefined, session?: SessionStanding | undefined) => void;

/**
 * The transport, and a transport for one page render telling `observe` about each of its answers.
 * A render's calls share one reading of their visitor's session (server/api/auth/renderSessions.ts).
 */
export type InProcessApiTransport = AxiosAdapter & {
  reportingTo: (observe: AnswerObserver) => AxiosAdapter;
};

/** Also a transport for one page render that reports to no one. */
export type InProcessApiTransportWithRenders = InProcessApiTransport & {
  forOneRender: () => AxiosAdapter;
};

/**
 * The stand-in for a connection: a socket never connected, with the peer address Express reads
 * for `request.ip` (internal calls come from loopback, as they did over HTTP).
 */
function loopbackSocket(): Socket {
  const socket = new Socket();
  for (const [name, value] of Object.entries({
    remoteAddress: LOOPBACK,
    remotePort: 0,
    localAddress: LOOPBACK,
    localPort: 0,
  })) {
    Object.defineProperty(socket, name, { value });
  }
  return socket;
}

function requestBody(data: unknown): Body {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof URLSearchParams) return data.toString();
  throw new TypeError('The in-process API transport sends only string or binary bodies.');
}

/** axios's encoding of a query parameter (its buildURL), which the API decodes either way. */
const encodeQueryPart = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * The request's URL as axios's HTTP adapter builds it. Our clients send flat parameters, which
 * are joined here directly: `axios.getUri` would merge the whole config with the defaults again,
 * a cost paid on every call; anything else still goes through it.
 */
function requestUrl(config: InternalAxiosRequestConfig): URL {
  const params: unknown = config.params ?? {};
  const flat =
    typeof params === 'object' &&
    params !== null &&
    !(params instanceof URLSearchParams) &&
    config.paramsSerializer === undefined &&
    typeof config.url === 'string' &&
    !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(config.url) &&
    Object.values(params).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
  if (!flat || !config.baseURL) return new URL(axios.getUri(config));
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(String(value))}`)
    .join('&');
  const path = `${config.baseURL.replace(/\/+$/, '')}/${(config.url ?? '').replace(/^\/+/, '')}`;
  return new URL(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
}

/** The headers axios's HTTP adapter would send, lower-cased as Node hands them to Express. */
function requestHeaders(config: InternalAxiosRequestConfig, url: URL, body: Body) {
  const headers: Record<string, string> = {
    host: url.host,
    'user-agent': `axios/${axios.VERSION}`,
  };
  for (const [name, value] of Object.entries(config.headers.toJSON(true))) {
    if (value !== undefined && value !== null) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return headers;
}

function incomingRequest(method: string, url: URL, headers: Record<string, string>, body: Body): IncomingMessage {
  const request = new IncomingMessage(loopbackSocket());
  request.method = method;
  request.url = `${url.pathname}${url.search}`;
  request.httpVersionMajor = 1;
  request.httpVersionMinor = 1;
  request.httpVersion = '1.1';
  request.headers = headers;
  request.rawHeaders = Object.entries(headers).flat();
  if (body !== undefined) request.push(body);
  request.push(null);
  request.complete = true;
  return request;
}

/**
 * A response that records instead of writing to a socket. The methods are own properties, so
 * they survive Express swapping the object's prototype for its own.
 */
function recordingResponse(
  request: IncomingMessage,
  onEnd: (answer: Answer, publicVersion: string | undefined, session: SessionStanding | undefined) => void,
) {
  const response = new ServerResponse(request);
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8'));
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  const lastCallback = (...args: unknown[]) => {
    const last = args.at(-1);
    return typeof last === 'function' ? last : undefined;
  };
  const nativeWriteHead = response.writeHead.bind(response);
  response.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    if (!response.headersSent) nativeWriteHead(...args);
    return response;
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!response.headersSent) response.writeHead(response.statusCode);
    collect(chunk, encoding);
    const done = lastCallback(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (response.writableEnded) return response;
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (typeof chunk !== 'function') collect(chunk, encoding);
    response.finished = true;
    const headers: Answer['headers'] = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined) continue;
      // Node's HTTP client always reads Set-Cookie as a list, even of one.
      if (Array.isArray(value) || name === 'set-cookie') headers[name] = [value].flat().map(String);
      else headers[name] = String(value);
    }
    // Express gives every response its `locals`; the API's answer cache marks public answers there.
    const { locals } = response as ServerResponse & { locals?: Record<string, unknown> };
    const publicVersion = locals?.[PUBLIC_ANSWER_VERSION];
    // Only a 200 stands for the session as it was (an error answer says nothing of it).
    const session =
      response.statusCode === 200 ? (locals?.[SESSION_ANSWER_MARK] as SessionStanding | undefined) : undefined;
    onEnd(
      { status: response.statusCode, headers, body: Buffer.concat(chunks) },
      typeof publicVersion === 'string' ? publicVersion : undefined,
      session,
    );
    const done = lastCallback(chunk, encoding, callback);
    process.nextTick(() => {
      response.emit('prefinish');
      response.emit('finish');
      if (done) done();
      response.emit('close');
    });
    return response;
  }) as ServerResponse['end'];
  return response;
}

function axiosResponse(config: InternalAxiosRequestConfig, request: unknown, answer: Answer): AxiosResponse {
  const bytes = () => (typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body);
  const data =
    config.responseType === 'arraybuffer'
      ? bytes()
      : config.responseType === 'stream'
        ? Readable.from([bytes()])
        : typeof answer.body === 'string'
          ? answer.body
          : answer.body.toString(config.responseEncoding === 'latin1' ? 'latin1' : 'utf8');
  return {
    data,
    status: answer.status,
    statusText: STATUS_CODES[answer.status] ?? '',
    headers: AxiosHeaders.from(answer.headers),
    config,
    request,
  };
}

/**
 * The same decision axios's HTTP adapter makes once a response arrived (its `settle`): resolve,
 * or reject with the AxiosError a failed status gives over the network.
 */
function settle(response: AxiosResponse): AxiosResponse {
  const { validateStatus } = response.config;
  if (!validateStatus || validateStatus(response.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status >= 400 && response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    response.config,
    response.request,
    response,
  );
}

export type InProcessApiOptions = {
  /** The answers the API keeps (server/api/publicAnswerCache.ts): given without dispatching. */
  publicAnswers?: Pick<PublicAnswerCache, 'lookup'> | undefined;
  mountPath?: string;
};

/**
 * An axios adapter for `api`, the Express router that serves the API at `mountPath` in this
 * process. Requests to other origins are refused: the transport is only for that API.
 */
export function createInProcessApiTransport(
  api: RequestHandler,
  { publicAnswers, mountPath = '/api' }: InProcessApiOptions = {},
): InProcessApiTransportWithRenders {
  const app = express();
  app.disable('x-powered-by');
  // No body hashing per internal answer: nothing revalidates it (HTTP clients keep ETags).
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use(mountPath, api);

  const transport = (config: InternalAxiosRequestConfig, observe?: AnswerObserver, render?: RenderSessions) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const url = requestUrl(config);
      if (url.origin !== IN_PROCESS_API_ORIGIN) {
        observe?.(undefined);
        reject(new AxiosError(`Not the in-process API: ${url.origin}`, 'ERR_INVALID_URL', config));
        return;
      }
      if (config.signal?.aborted) {
        observe?.(undefined);
        reject(new CanceledError(undefined, undefined, config));
        return;
      }
      let settled = false;
      const finish = (outcome: () => AxiosResponse, publicVersion?: string, session?: SessionStanding) => {
        if (settled) return;
        settled = true;
        observe?.(publicVersion, session);
        clearTimeout(timer);
        config.signal?.removeEventListener?.('abort', onAbort);
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      };
      const fail = (error: unknown) =>
        finish(() => {
          throw error;
        });
      const onAbort = () => fail(new CanceledError(undefined, undefined, config));
      config.signal?.addEventListener?.('abort', onAbort);
      const timer = config.timeout
        ? setTimeout(
            () =>
              fail(
                new AxiosError(
                  `timeout of ${config.timeout}ms exceeded`,
                  config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED,
                  config,
                ),
              ),
            config.timeout,
          )
        : undefined;

      const method = (config.method ?? 'get').toUpperCase();
      let body: Body;
      try {
        body = requestBody(config.data);
      } catch (error) {
        fail(AxiosError.from(error, AxiosError.ERR_BAD_OPTION_VALUE, config));
        return;
      }
      const headers = requestHeaders(config, url, body);
      // A public answer the API already gave to this very request, as it would give it again.
      const stored =
        method === 'GET' && url.pathname.startsWith(`${mountPath}/`)
          ? publicAnswers?.lookup(`${url.pathname.slice(mountPath.length)}${url.search}`, headers)
          : undefined;
      if (stored) {
        const answer: Answer = {
          status: 200,
          headers: { ...stored.headers, 'content-length': String(Buffer.byteLength(stored.body)) },
          body: stored.body,
        };
        finish(() => settle(axiosResponse(config, { method, url: url.href }, answer)), stored.version);
        return;
      }
      const request = incomingRequest(method, url, headers, body);
      if (render) callOfRender(request, render);
      const response = recordingResponse(request, (answer, publicVersion, session) =>
        finish(() => settle(axiosResponse(config, request, answer)), publicVersion, session),
      );
      // What no route answers gets Express's own final answer, as over HTTP.
      app(request, response);
    });

  return Object.assign((config: InternalAxiosRequestConfig) => transport(config), {
    reportingTo: (observe: AnswerObserver) => {
      const render = newRenderSessions();
      return (config: InternalAxiosRequestConfig) => transport(config, observe, render);
    },
    forOneRender: () => {
      const render = newRenderSessions();
      return (config: InternalAxiosRequestConfig) => transport(config, undefined, render);
    },
  });
}
