import { describe, it, expect } from 'vitest';
import { createRandom, SEED } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRandom(SEED);
    const b = createRandom(SEED);
    const c = createRandom(SEED + 1);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    const seqC = Array.from({ length: 20 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('keeps next() in [0, 1) and int() within inclusive bounds, hitting both ends', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = random.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(() => random.int(5, 4)).toThrow(RangeError);
  });

  it('picks from a list and refuses an empty one', () => {
    const random = createRandom(1);
    const items = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 50; i++) expect(items).toContain(random.pick(items));
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('weights picks by the weight function and never picks zero-weight items', () => {
    const random = createRandom(2);
    const counts = { heavy: 0, light: 0, never: 0 };
    const keys = ['heavy', 'light', 'never'] as const;
    const weights = { heavy: 9, light: 1, never: 0 };
    for (let i = 0; i < 10000; i++) counts[random.weightedPick(keys, (key) => weights[key])]++;
    expect(counts.never).toBe(0);
    expect(counts.heavy / counts.light).toBeGreaterThan(6);
    expect(counts.heavy / counts.light).toBeLessThan(13);
    expect(() => random.weightedPick(keys, () => 0)).toThrow(RangeError);
  });

  it('shuffles into a permutation without mutating the input', () => {
    const random = createRandom(3);
    const input = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = random.shuffle(input);
    expect(input).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });
});
