import { createServer, type AddressInfo, type Server } from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { sealListener } from './sealListener.js';

// Clients in another thread, each connecting, sending a line and waiting for the answer, over
// and over until refused. Reports how each attempt ended.
const CLIENTS = `
const { connect } = require('node:net');
const { workerData, parentPort } = require('node:worker_threads');
const { port, clients } = workerData;
const ended = { answered: 0, refused: 0, reset: 0, unanswered: 0 };
let stopped = false;
const attempt = () => new Promise((resolve) => {
  let settled = false;
  const settle = (how) => { if (!settled) { settled = true; ended[how] += 1; resolve(); } };
  const socket = connect(port, '127.0.0.1', () => socket.write('ping\\n'));
  socket.once('data', () => { settle('answered'); socket.destroy(); });
  socket.on('end', () => settle('unanswered'));
  socket.on('error', (error) => {
    if (error.code === 'ECONNREFUSED') stopped = true;
    settle(error.code === 'ECONNREFUSED' ? 'refused' : 'reset');
  });
});
Promise.all(Array.from({ length: clients }, async () => {
  while (!stopped) await attempt();
})).then(() => parentPort.postMessage(ended));
`;

type Ended = { answered: number; refused: number; reset: number; unanswered: number };

/** Blocks the thread for `ms`, as a page render does, so connections queue unaccepted. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe.runIf(process.platform === 'linux')('sealListener', () => {
  it('closes a listener with clients still connecting without resetting one', async () => {
    let sealing: ReturnType<typeof sealListener> | undefined;
    let served = 0;
    let verifiedClose: boolean | undefined;
    const server: Server = createServer((socket) => {
      if (sealing?.accepted(socket)) return;
      socket.on('error', () => {});
      socket.once('data', () => {
        served += 1;
        // Every few answers the loop is busy a while: clients pile up in the accept queue.
        if (served % 5 === 0) busy(15);
        socket.end('pong\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const worker = new Worker(CLIENTS, { eval: true, workerData: { port, clients: 20 } });
    const ended = new Promise<Ended>((resolve) => worker.once('message', resolve));

    await expect.poll(() => served, { timeout: 20_000 }).toBeGreaterThan(200);
    busy(30);
    const closed = new Promise<void>((resolve) => {
      sealing = sealListener(server, (verified) => {
        verifiedClose = verified;
        server.close(() => resolve());
      });
    });
    const result = await ended;
    await closed;
    await worker.terminate();

    expect(result.reset).toBe(0);
    expect(result.unanswered).toBe(0);
    expect(result.refused).toBeGreaterThan(0);
    expect(verifiedClose).toBe(true);
  });
});
