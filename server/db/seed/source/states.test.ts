import { describe, it, expect } from 'vitest';
import { stateAbbreviations, stateCodes } from './states';

describe('state tables', () => {
  it('has the 50 states plus DC as location states', () => {
    expect(stateCodes).toHaveLength(51);
    expect(stateCodes).toContainEqual({ code: 'WA', name: 'Washington', fips: '53' });
    expect(stateCodes).toContainEqual({ code: 'DC', name: 'District of Columbia', fips: '11' });
    expect(stateCodes.map((s) => s.code)).not.toContain('PR');
  });

  it('also knows territories and armed-forces regions (§3)', () => {
    const codes = stateAbbreviations.map((s) => s.code);
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'])
      expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(stateAbbreviations).toHaveLength(59);
  });
});
