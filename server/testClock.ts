// Environment: server (test mode only) A clock that runs with real time but can be moved forward
// (TEST_CLOCK=1, never in production): end-to-end tests move it to a delivery day or an autopay
// day, then run the due jobs, instead of waiting (docs/product.md#payment-states). The offset lives
// in this process: the worker inside `npm start` shares it.
import type { Clock } from './clock.js';

export type TestClock = Clock & {
  advance: (milliseconds: number) => void;
  offsetMs: () => number;
};

export function createTestClock(base: Clock): TestClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(milliseconds) {
      // Time never runs backwards: events and jobs rely on it.
      if (milliseconds < 0) throw new Error('The test clock only moves forward.');
      offset += milliseconds;
    },
    offsetMs: () => offset,
  };
}

/** What the API needs to offer the test clock: the clock and a way to run the due jobs. */
export type TestClockControl = { clock: TestClock; runDueJobs: () => Promise<number> };
