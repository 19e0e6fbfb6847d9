// The production server as an operator and an orchestrator meet it
// (docs/operations.md#odd-requests): odd requests before routing, SIGTERM through `npm start`, and
// a shutdown with clients still sending.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { collectorReadKey } from '../playwright.config.js';
import { expect, test } from './fixtures.js';

/** A server of our own on a free port, so stopping it disturbs no other test. */
type OwnServer = { process: ChildProcess; port: number; output: () => string };

function startOwnServer(command: string, args: string[]): Promise<OwnServer> {
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SEED_SCALE: 'small',
      SHUTDOWN_TIMEOUT_MS: '8000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Server listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ process: child, port: Number(port), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test.describe('odd requests', () => {
  test('`OPTIONS *` answers 204 before routing and reports nothing', async ({ request, baseURL }) => {
    const { port } = new URL(baseURL ?? '');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    const listing = await request.get('/api/v3/projects/1/notices?limit=100', {
      headers: { authorization: `Bearer ${collectorReadKey}` },
    });
    const { notices } = (await listing.json()) as { notices: { url: string | null }[] };
    expect(notices.filter((notice) => notice.url === '*')).toEqual([]);
  });
});

test.describe('stopping the server', () => {
  // Seeding a fresh database takes up to about 200 s on a heavily loaded machine.
  test.describe.configure({ timeout: 300_000 });

  test('`npm start` hands SIGTERM to the server and exits 0', async () => {
    const server = await startOwnServer('npm', ['start', '--silent']);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await exitOf(server.process)).toBe(0);
    // The server itself is gone too, not left serving with parent pid 1.
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });

  test('SIGTERM with clients still sending fails no request it accepted', async () => {
    // Through `npm start`, as a supervisor runs it: npm hands the signal on.
    const server = await startOwnServer('npm', ['start', '--silent']);
    const paths = [
      '/u/bills-to-pay/all-groups/all-services',
      '/u/bills-to-pay/all-groups/all-services/index.pageContext.json',
      '/api/directory/service_types',
      '/u/biller',
      '/readyz',
    ];
    const failures: string[] = [];
    let answered = 0;
    let refused = 0;
    const answersBegunInShutdown: (string | undefined)[] = [];
    let stopped = false;
    // When the server said it started shutting down (it logs that line even when silent).
    let shutdownAt = Number.POSITIVE_INFINITY;
    server.process.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('finishing in-flight requests')) shutdownAt = Date.now();
    });

    const send = (agent: Agent, path: string) =>
      new Promise<void>((resolve) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, path, agent }, (response) => {
          // Answers begun after the server logged its shutdown (a margin for the pipes).
          if (Date.now() > shutdownAt + 50) answersBegunInShutdown.push(response.headers.connection);
          response.resume();
          response.on('end', () => {
            answered += 1;
            const status = response.statusCode ?? 0;
            const readinessDuringShutdown = path === '/readyz' && status === 503;
            if (status >= 500 && !readinessDuringShutdown) failures.push(`${status} ${path}`);
            resolve();
          });
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') {
            // Not accepted: the listener was closed, as it should be.
            refused += 1;
            stopped = true;
          } else if (outgoing.reusedSocket && error.code === 'ECONNRESET') {
            // Sent on a kept-alive socket the server had just closed while idle: never accepted
            // (Node's documented case for a client retry).
          } else {
            failures.push(`${error.code ?? error.message} ${path}`);
          }
          resolve();
        });
        outgoing.end();
      });

    // 20 clients, half on kept-alive connections, each sending until it is refused.
    const clients = Array.from({ length: 20 }, async (_, index) => {
      const agent = new Agent({ keepAlive: index % 2 === 0, maxSockets: 1 });
      for (let turn = 0; !stopped && turn < 10_000; turn += 1) {
        await send(agent, paths[(index + turn) % paths.length] ?? '/');
        // A short think time: steady traffic that leaves the other tests their share of the CPU.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      agent.destroy();
    });
    // Signal once the server is in full swing (a loaded machine takes longer to get there).
    await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThanOrEqual(60);
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const exitCode = await exitOf(server.process);
    const stoppedAfterMs = Date.now() - signalledAt;
    stopped = true;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(exitCode).toBe(0);
    expect(stoppedAfterMs).toBeLessThan(8_000);
    expect(refused).toBeGreaterThan(0);
    // Whatever was answered during shutdown told its client to go elsewhere.
    expect(answersBegunInShutdown.filter((connection) => connection !== 'close')).toEqual([]);
    expect(server.output()).not.toContain('requests were cut');
  });
});
