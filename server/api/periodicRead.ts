// Environment: server
// A value the API reads from the database often but that changes rarely and for every process at
// once (the maintenance flag, the insights' as_of): read at most once per `maxAgeMs`, concurrent
// readers sharing one query, a failed read retried by the next caller. A value is given for at
// most `maxAgeMs` after its read began. Once half of that has passed, the next caller starts the
// following read and is still given the value it has: under load a read waits its turn behind
// other queries, and had the value lapsed first, every API request would wait for that read
// meanwhile (the maintenance gate) and the kept public answers and pages would not be given (the
// rendered-page cache renders them again).

export type PeriodicRead<Value> = {
  /** The current value: the last read while it is fresh, else a new read. */
  get: () => Promise<Value>;
  /**
   * The value when a fresh read has already settled, else undefined (and a read is started): for
   * callers that must not wait.
   */
  known: () => Value | undefined;
};

export function periodicRead<Value>(
  read: () => Promise<Value>,
  maxAgeMs: number,
  now: () => number = Date.now,
): PeriodicRead<Value> {
  /** The last read that settled, and when it began. */
  let settled: { at: number; value: Value } | undefined;
  /** The read in flight, if any. */
  let pending: { at: number; value: Promise<Value> } | undefined;

  const start = () => {
    const entry = { at: now(), value: read() };
    pending = entry;
    entry.value.then(
      (value) => {
        if (pending === entry) pending = undefined;
        if (!settled || settled.at <= entry.at) settled = { at: entry.at, value };
      },
      () => {
        if (pending === entry) pending = undefined;
      },
    );
    return entry.value;
  };

  /** The settled value while it is fresh; past half its age, the next read is started. */
  const fresh = () => {
    if (!settled) return undefined;
    const age = now() - settled.at;
    if (age > maxAgeMs) return undefined;
    if (age > maxAgeMs / 2 && !pending) start().catch(() => {});
    return settled;
  };

  const get = () => {
    const current = fresh();
    if (current) return Promise.resolve(current.value);
    if (pending && now() - pending.at <= maxAgeMs) return pending.value;
    return start();
  };

  return {
    get,
    known: () => {
      const current = fresh();
      if (current) return current.value;
      get().catch(() => {});
      return undefined;
    },
  };
}
