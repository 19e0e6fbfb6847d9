/**
 * Fixed seed for the whole seed run, so every database built from this source holds the same
 * rows (reproducible screenshots, stable e2e expectations). Change it only on purpose.
 */
export const SEED = 20261122;

export type Random = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One item, uniformly. Throws on an empty list: a silent `undefined` would poison seed data. */
  pick<T>(items: readonly T[]): T;
  /** One item with probability proportional to `weight(item)`; non-positive weights never win. */
  weightedPick<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
};

/**
 * mulberry32: a 32-bit state PRNG that is tiny, fast and good enough for seed data. Not
 * cryptographic, and `Math.random` is avoided on purpose because it cannot be seeded.
 */
export function createRandom(seed: number = SEED): Random {
  let state = seed >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  function int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): need integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(items: readonly T[]): T {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick: empty list');
    return item;
  }

  function weightedPick<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += Math.max(0, weight(item));
    if (!(total > 0)) throw new RangeError('weightedPick: no item has a positive weight');
    let remaining = next() * total;
    let last: T | undefined;
    for (const item of items) {
      const itemWeight = Math.max(0, weight(item));
      if (itemWeight === 0) continue;
      last = item;
      remaining -= itemWeight;
      if (remaining < 0) return item;
    }
    // Floating-point rounding can leave a hair of `remaining`; the last eligible item takes it.
    if (last === undefined) throw new RangeError('weightedPick: no item has a positive weight');
    return last;
  }

  function shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = copy[i];
      const b = copy[j];
      if (a === undefined || b === undefined) continue;
      copy[i] = b;
      copy[j] = a;
    }
    return copy;
  }

  return { next, int, pick, weightedPick, shuffle };
}
