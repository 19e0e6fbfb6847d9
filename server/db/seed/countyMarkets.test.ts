import { describe, expect, it } from 'vitest';
import { countyMarkets, type BillerCandidate } from './countyMarkets.js';
import { createRandom } from './source/random.js';

const utilities: BillerCandidate[] = [
  { id: 1, popularity: 80, national: true },
  { id: 2, popularity: 30, national: false },
  { id: 3, popularity: 25, national: false },
  { id: 4, popularity: 20, national: false },
];
const carriers: BillerCandidate[] = Array.from({ length: 12 }, (_, index) => ({
  id: 10 + index,
  popularity: 60 + index,
  national: true,
}));

function shares(pick: ReturnType<typeof countyMarkets>, county: string, type: string, candidates: BillerCandidate[]) {
  const random = createRandom(7);
  const counts = new Map<number, number>();
  for (let household = 0; household < 1000; household++) {
    const { id } = pick(random, county, type, candidates);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.values()].sort((a, b) => b - a);
}

describe('county markets', () => {
  it('has most of a county pay one local utility, never a national one as the monopoly', () => {
    const pick = countyMarkets();
    for (const county of ['/usa/wa/seattle-tacoma-bellevue-wa/king', '/usa/tx/dallas/dallas']) {
      const random = createRandom(1);
      const chosen = Array.from({ length: 400 }, () => pick(random, county, 'electric', utilities));
      const counts = new Map<number, number>();
      for (const { id } of chosen) counts.set(id, (counts.get(id) ?? 0) + 1);
      const [leader, households] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
      expect(leader).not.toBe(1);
      expect(households).toBeGreaterThan(0.8 * 400);
    }
  });

  it('splits most of a county between a few leading billers of a shared service', () => {
    const counts = shares(countyMarkets(), '/usa/wa/seattle-tacoma-bellevue-wa/king', 'mobile-phone', carriers);
    const leading = (counts[0] ?? 0) + (counts[1] ?? 0) + (counts[2] ?? 0);
    expect(leading).toBeGreaterThan(800);
    // The rest still reach other billers, so wider rankings keep their long tail.
    expect(counts.length).toBeGreaterThan(3);
  });

  it('draws a county’s market from the county and service alone, whoever asks first', () => {
    const first = countyMarkets();
    const second = countyMarkets();
    second(createRandom(3), '/usa/tx/dallas/dallas', 'electric', utilities);
    const king = '/usa/wa/seattle-tacoma-bellevue-wa/king';
    expect(shares(first, king, 'electric', utilities)).toEqual(shares(second, king, 'electric', utilities));
  });
});
