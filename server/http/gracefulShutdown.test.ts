import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulServer } from './gracefulShutdown.js';

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
      setTimeout(() => {
        response.end('finished');
        handlers.ended += 1;
      }, delayMs);
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
