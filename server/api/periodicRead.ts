// Environment: server
// A value the API reads from the database often but that changes rarely and for every process at
// once (the maintenance flag, the insights' as_of): read at most once per `maxAgeMs`, concurrent
// readers sharing one query, a failed read retried by the next caller.

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
  let last: { at: number; value: Promise<Value>; settled?: { value: Value } } | undefined;
  const get = () => {
    if (!last || now() - last.at > maxAgeMs) {
      const entry: NonNullable<typeof last> = { at: now(), value: read() };
      last = entry;
      entry.value.then(
        (value) => {
          entry.settled = { value };
        },
        () => {
          if (last === entry) last = undefined;
        },
      );
    }
    return last.value;
  };
  return {
    get,
    known: () => {
      if (last && now() - last.at <= maxAgeMs && last.settled) return last.settled.value;
      get().catch(() => {});
      return undefined;
    },
  };
}
