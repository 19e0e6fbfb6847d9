import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionControl, type Admission } from './admissionControl.js';
import { startHttpServer, type HttpServer } from './startHttpServer.js';

type Limits = Omit<Parameters<typeof admissionControl>[0], 'refuse'>;

/**
 * A server behind an admission with `limits` whose every `GET /work` is held until the test
 * releases it (`releases`, in arrival order).
 */
function useHeldServer(limits: Limits) {
  const held = {
    // Made in beforeAll, before any test reads it.
    admission: undefined as unknown as Admission,
    releases: [] as (() => void)[],
    get: () => fetch(`${http.origin}/work`),
  };
  let http: HttpServer;
  beforeAll(async () => {
    held.admission = admissionControl({
      ...limits,
      refuse: (_request, response) => {
        response.json({ error: { code: 'overloaded', message: 'busy' } });
      },
    });
    const app = express();
    app.use(held.admission.middleware);
    app.get('/work', (_request, response) => {
      held.releases.push(() => response.send('done'));
    });
    http = await startHttpServer(app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => http.graceful.shutDown(500));
  return held;
}

describe('admissionControl', () => {
  const held = useHeldServer({ maxInFlight: 2, maxQueued: 1, maxWaitMs: 300 });
  const { releases, get } = held;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('works on a bounded number at once, queues a few, and refuses the rest with 503', async () => {
    const first = get();
    const second = get();
    await settle();
    const queued = get();
    await settle();
    expect(held.admission.load()).toEqual({ inFlight: 2, queued: 1 });
    const refused = await get();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: { code: 'overloaded', message: 'busy' } });

    releases.shift()?.();
    await settle();
    // The queued request took the freed turn.
    expect(held.admission.load()).toEqual({ inFlight: 2, queued: 0 });
    releases.splice(0).forEach((release) => release());
    for (const response of await Promise.all([first, second, queued])) {
      expect(response.status).toBe(200);
    }
    await settle();
    expect(held.admission.load()).toEqual({ inFlight: 0, queued: 0 });
  });

  it('refuses a request that waited longer than maxWaitMs', async () => {
    const busy = [get(), get()];
    await settle();
    const started = Date.now();
    const waited = await get();
    expect(waited.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    releases.splice(0).forEach((release) => release());
    await Promise.all(busy);
  });
});

describe('admissionControl, judging the wait from the turns lately held', () => {
  let clock = 0;
  const held = useHeldServer({
    maxInFlight: 1,
    maxQueued: 10,
    maxWaitMs: 5_000,
    now: () => clock,
  });
  const { releases, get } = held;
  /** Waits until the admission holds `inFlight` and `queued` requests. */
  const loadReaches = async (inFlight: number, queued: number) => {
    while (held.admission.load().inFlight !== inFlight || held.admission.load().queued !== queued) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('queues a request whose turn should come in time, and refuses at once one whose should not', async () => {
    // Turns held 2 s: the next one comes within 5 s for the first two waiting, not the third.
    const first = get();
    await loadReaches(1, 0);
    clock += 2_000;
    releases.shift()?.();
    expect((await first).status).toBe(200);
    await loadReaches(0, 0);
    const busy = get();
    await loadReaches(1, 0);
    expect(held.admission.expectedWaitMs()).toBe(2_000);
    const waiting = [get(), get()];
    await loadReaches(1, 2);
    expect(held.admission.expectedWaitMs()).toBe(6_000);
    const started = Date.now();
    const refused = await get();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Refused without first waiting the 5 s it would only have waited to be refused.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(held.admission.load()).toEqual({ inFlight: 1, queued: 2 });
    for (const queued of [1, 0]) {
      releases.shift()?.();
      await loadReaches(1, queued);
    }
    releases.shift()?.();
    for (const response of await Promise.all([busy, ...waiting])) {
      expect(response.status).toBe(200);
    }
    await loadReaches(0, 0);
  }, 30_000);
});
