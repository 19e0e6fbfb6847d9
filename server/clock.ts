// Environment: server The one source of time for the API and everything time-based in money code
// (docs/architecture.md#the-parts): statements, due dates, idempotency-key expiry, schedules.
// Production reads the system clock; tests hand in a manual clock and move it, so nothing waits for
// real time.

export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export type ManualClock = Clock & {
  set: (instant: Date | string) => void;
  advance: (milliseconds: number) => void;
};

export function createManualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`Not a valid instant: ${String(start)}`);
  return {
    now: () => new Date(current),
    set(instant) {
      const next = new Date(instant).getTime();
      if (Number.isNaN(next)) throw new Error(`Not a valid instant: ${String(instant)}`);
      current = next;
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
