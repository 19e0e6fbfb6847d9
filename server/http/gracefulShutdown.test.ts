import { randomBytes } from 'node:crypto';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { admissionControl } from './admissionControl.js';
import { gracefulServer } from './gracefulShutdown.js';
import { keepRequestWork, keepWorkUntilAnswered } from './requestWork.js';
import { startHttpServer } from './startHttpServer.js';

type Answer = { status: number; body: string; connection: string | undefined };

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** A server whose /slow answers after `delayMs`, every other path at once. */
async function startServer(delayMs: number) {
  const server: Server = createServer();
  const graceful = gracefulServer(server);
  let markStarted: () => void = () => {};
  const handlers = { ended: 0 };
  const slowStarted = new Promise<void>((resolve) => (markStarted = resolve));
  server.on('request', (incoming, response) => {
    graceful.track(response);
    if (incoming.url === '/slow') {
      markStarted();
      // Its work (a render's, with the database) goes on whether or not the client is there.
      keepRequestWork(
        response,
        new Promise<void>((workDone) =>
          setTimeout(() => {
            response.end('finished');
            handlers.ended += 1;
            workDone();
          }, delayMs),
        ),
      );
    } else if (incoming.url !== '/hang') {
      response.end('quick');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { graceful, slowStarted, handlers, port: (server.address() as AddressInfo).port };
}

describe('gracefulServer', () => {
  it('answers the request in flight with Connection: close, refuses new connections, then drains', async () => {
    const { graceful, slowStarted, port } = await startServer(300);
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);
    // A kept-alive connection, idle at shutdown, must not hold the server open.
    expect((await get(port, '/quick', agent)).connection).toBe('keep-alive');
    const inFlight = get(port, '/slow', new Agent({ keepAlive: true }));
    await slowStarted;

    const shutdown = graceful.shutDown(5_000);
    expect(graceful.shuttingDown).toBe(true);
    // The listener closes once the loop has accepted what was waiting in its backlog.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(get(port, '/late')).rejects.toThrow(/ECONNREFUSED/);
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'finished', connection: 'close' });
    await expect(shutdown).resolves.toEqual({ kind: 'drained' });
  });

  it('keeps answering through the drain period, each answer with Connection: close, then refuses', async () => {
    const { graceful, port } = await startServer(0);
    const shutdown = graceful.shutDown(5_000, 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Readiness already says 503 (shuttingDown), yet a new connection is still served.
    expect(graceful.shuttingDown).toBe(true);
    await expect(get(port, '/during-drain')).resolves.toEqual({
      status: 200,
      body: 'quick',
      connection: 'close',
    });
    await expect(shutdown).resolves.toEqual({ kind: 'drained' });
    await expect(get(port, '/after')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('waits for the handler of a request whose client went away before it stops', async () => {
    const { graceful, slowStarted, handlers, port } = await startServer(300);
    const outgoing = request({ host: '127.0.0.1', port, path: '/slow' });
    outgoing.on('error', () => {});
    outgoing.end();
    await slowStarted;
    outgoing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(graceful.requestsInFlight).toBe(0);
    // Its render goes on (with the database the process would close after the shutdown).
    await expect(graceful.shutDown(5_000)).resolves.toEqual({ kind: 'drained' });
    expect(handlers.ended).toBe(1);
  });

  it('cuts connections still open at the deadline and says how many requests it cut', async () => {
    const { graceful, port } = await startServer(0);
    const hanging = get(port, '/hang').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(graceful.requestsInFlight).toBe(1);
    await expect(graceful.shutDown(100)).resolves.toEqual({ kind: 'deadline', cutRequests: 1 });
    expect(await hanging).toBeInstanceOf(Error);
  });
});

/** An Express app behind the product's front door (startHttpServer) with compression, as app.ts. */
async function startApp(routes: (app: express.Express) => void) {
  const app = express();
  app.use(compression());
  routes(app);
  return startHttpServer(app, { port: 0, host: '127.0.0.1' });
}

/** Sends a request and destroys it once `leave` resolves: the client goes away mid-request. */
function requestThenLeave(port: number, path: string, leave: 'on-first-byte' | Promise<unknown>) {
  const outgoing = request({
    host: '127.0.0.1',
    port,
    path,
    headers: { 'Accept-Encoding': 'gzip' },
  });
  outgoing.on('error', () => {});
  if (leave === 'on-first-byte') {
    outgoing.on('response', (incoming) => incoming.once('data', () => outgoing.destroy()));
  } else {
    void leave.then(() => outgoing.destroy());
  }
  outgoing.end();
}

describe('gracefulServer through the middleware stack', () => {
  it('does not wait for an answer compression cannot finish once its client has gone', async () => {
    let answered: () => void = () => {};
    const handlerAnswered = new Promise<void>((resolve) => (answered = resolve));
    // Random bytes compress badly: far more than the socket's buffers take before the client
    // reads, so compression still has output pending when the client goes.
    const body = randomBytes(4 * 1024 * 1024).toString('base64');
    const { graceful, port } = await startApp((app) =>
      app.get('/page', (_request, response) => {
        response.type('text/plain').send(body);
        answered();
      }),
    );
    requestThenLeave(port, '/page', 'on-first-byte');
    await handlerAnswered;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(graceful.requestsInFlight).toBe(0);
    await expect(graceful.shutDown(2_000)).resolves.toEqual({ kind: 'drained' });
  });

  it('waits for an API route whose client left until it answers, however large the answer', async () => {
    const body = randomBytes(4 * 1024 * 1024).toString('base64');
    let startQuery: () => void = () => {};
    const queryStarted = new Promise<void>((resolve) => (startQuery = resolve));
    const handlers = { answered: 0 };
    const { graceful, port } = await startApp((app) =>
      app.get('/api/bills', keepWorkUntilAnswered, (_request, response) => {
        startQuery();
        // Its queries take a while: the database must stay open until they are done.
        setTimeout(() => {
          handlers.answered += 1;
          response.type('text/plain').send(body);
        }, 300);
      }),
    );
    requestThenLeave(port, '/api/bills', queryStarted);
    await queryStarted;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(graceful.requestsInFlight).toBe(0);
    await expect(graceful.shutDown(2_000)).resolves.toEqual({ kind: 'drained' });
    expect(handlers.answered).toBe(1);
  });

  it('does not wait for a request that left the admission queue before it was worked on', async () => {
    const admission = admissionControl({
      maxInFlight: 1,
      maxQueued: 1,
      maxWaitMs: 10_000,
      refuse: (_request, response) => response.end(),
    });
    let startSlow: () => void = () => {};
    const slowStarted = new Promise<void>((resolve) => (startSlow = resolve));
    const { graceful, port } = await startApp((app) =>
      app.get('/page', admission.middleware, (_request, response) => {
        startSlow();
        setTimeout(() => response.end('rendered'), 200);
      }),
    );
    const worked = get(port, '/page');
    await slowStarted;
    const queued = new Promise((resolve) => setTimeout(resolve, 50));
    requestThenLeave(port, '/page', queued);
    await queued;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(admission.load()).toEqual({ inFlight: 1, queued: 0 });
    const shutdown = graceful.shutDown(2_000);
    await expect(worked).resolves.toMatchObject({ status: 200, body: 'rendered' });
    await expect(shutdown).resolves.toEqual({ kind: 'drained' });
  });
});
