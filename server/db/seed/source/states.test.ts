import { describe, it, expect } from 'vitest';
import { armedForcesRegions, placeStates } from './states';
import { stateAbbreviations } from '../../../../src/location/stateAbbreviations';

describe('state tables', () => {
  it('has the 50 states, DC and the five territories as places with counties', () => {
    expect(placeStates).toHaveLength(56);
    expect(placeStates).toContainEqual({ code: 'WA', name: 'Washington', fips: '53' });
    expect(placeStates).toContainEqual({ code: 'DC', name: 'District of Columbia', fips: '11' });
    expect(placeStates).toContainEqual({ code: 'PR', name: 'Puerto Rico', fips: '72' });
    expect(placeStates.map((s) => s.code)).not.toContain('AE');
  });

  it('keeps the armed-forces regions as states without counties (§3)', () => {
    expect(armedForcesRegions.map((s) => s.code)).toEqual(['AA', 'AE', 'AP']);
    expect(stateAbbreviations).toHaveLength(59);
  });
});
