import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { claimNextJob } from './jobQueue.js';
import { startJobWorker, type JobWorker } from './jobWorker.js';

// The queue itself is tested against both databases (paymentWorker.test.ts); here only when the
// worker polls it.
vi.mock('./jobQueue.js', () => ({
  claimNextJob: vi.fn(() => Promise.resolve(undefined)),
  completeJob: vi.fn(),
  failJob: vi.fn(),
  putJobBack: vi.fn(),
}));
const claims = vi.mocked(claimNextJob);

let worker: JobWorker | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  claims.mockClear();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  vi.useRealTimers();
});

function start(options: { beforeFirstPoll?: () => Promise<void>; log?: (line: string) => void }) {
  worker = startJobWorker({
    db: {} as Kysely<Database>,
    clock: systemClock,
    handlers: { 'test.job': () => Promise.resolve() },
    log: options.log ?? (() => {}),
    pollIntervalMs: 1_000,
    firstPollAfterMs: 3_000,
    ...options,
  });
}

describe('a job worker’s first poll', () => {
  it('waits firstPollAfterMs, prepares once, then polls at its interval', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    start({ beforeFirstPoll: prepare });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(prepare).not.toHaveBeenCalled();
    expect(claims).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(claims).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(claims).toHaveBeenCalledTimes(2);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('tries the preparation again at the next poll when it fails, polling only after it works', async () => {
    const prepare = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('no table yet'))
      .mockResolvedValue(undefined);
    const lines: string[] = [];
    start({ beforeFirstPoll: prepare, log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(claims).not.toHaveBeenCalled();
    expect(lines.join('\n')).toContain('no table yet');
    // The failed poll backs off as any failed poll does: 2 s.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(claims).toHaveBeenCalledTimes(1);
  });

  it('is waited for by a stop that comes while it prepares, and then does not poll', async () => {
    let finishPreparing = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (finishPreparing = resolve)));
    start({ beforeFirstPoll: prepare });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(prepare).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = worker?.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishPreparing();
    await stopping;
    expect(stopped).toBe(true);
    expect(claims).not.toHaveBeenCalled();
    worker = undefined;
  });
});
