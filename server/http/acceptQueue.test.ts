import { createServer, type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { acceptQueueLength, addressKey, connectionsToPort } from './acceptQueue.js';

// Connects `count` sockets to `port` from another thread, and flags `signal` once all are
// connected: this thread stays blocked meanwhile, so the kernel queues them unaccepted.
const CONNECTOR = `
const { connect } = require('node:net');
const { workerData } = require('node:worker_threads');
const { port, count, signal } = workerData;
let connected = 0;
for (let index = 0; index < count; index += 1) {
  const socket = connect(port, '127.0.0.1', () => {
    connected += 1;
    if (connected === count) { Atomics.store(signal, 0, 1); Atomics.notify(signal, 0); }
  });
  socket.on('error', () => {});
  setTimeout(() => socket.destroy(), 2000);
}`;

describe.runIf(process.platform === 'linux')('acceptQueueLength', () => {
  it('counts connections the kernel completed that the process has not accepted', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(acceptQueueLength(port, 'IPv4')).toBe(0);

    const signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(CONNECTOR, { eval: true, workerData: { port, count: 3, signal } });
    // Blocked: this thread's event loop cannot accept while the worker connects.
    Atomics.wait(signal, 0, 0, 5_000);
    expect(acceptQueueLength(port, 'IPv4')).toBe(3);
    // Established, unaccepted, each named by its client's end.
    const waiting = connectionsToPort(port, 'IPv4') ?? [];
    expect(waiting).toHaveLength(3);
    for (const connection of waiting) {
      expect(connection.handshake).toBe(false);
      expect(connection.remote).toMatch(/^127\.0\.0\.1\|\d+$/);
    }

    await worker.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  it('spells an address one way, whichever side reports it', () => {
    expect(addressKey('::ffff:127.0.0.1', 80)).toBe(addressKey('127.0.0.1', 80));
    expect(addressKey('0:0:0:0:0:0:0:1', 80)).toBe(addressKey('::1', 80));
    expect(addressKey('127.0.0.1', 80)).not.toBe(addressKey('127.0.0.1', 81));
  });

  it('knows nothing of a port nobody listens on', () => {
    expect(acceptQueueLength(1, 'IPv4')).toBeUndefined();
  });
});
