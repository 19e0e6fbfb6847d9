import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { shutDownGracefully } from './gracefulShutdown.js';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('shutDownGracefully', () => {
  it('finishes the in-flight request, refuses new connections, then runs onClosed', async () => {
    let markRequestStarted: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => (markRequestStarted = resolve));
    const server = createServer((_incoming, response) => {
      markRequestStarted();
      setTimeout(() => response.end('finished'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const inFlight = get(port, '/slow');
    await requestStarted;
    const events: string[] = [];
    const shutdown = shutDownGracefully(server, {
      graceMs: 5_000,
      onClosed: async () => {
        events.push('closed');
      },
    });

    await expect(get(port, '/late')).rejects.toThrow(/ECONNREFUSED/);
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'finished' });
    await shutdown;
    expect(events).toEqual(['closed']);
  });

  it('cuts connections still open after the grace period', async () => {
    const server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/hang').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shutDownGracefully(server, { graceMs: 100, onClosed: async () => {} });
    expect(await hanging).toBeInstanceOf(Error);
  });
});
