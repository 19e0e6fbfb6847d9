import { describe, expect, it } from 'vitest';
import { homeStateChoices, homeStateHierarchy } from './homeState.js';

describe('homeStateHierarchy', () => {
  it('prefers the chosen state, then the signed-in user’s, then the USA', () => {
    expect(homeStateHierarchy('WY', 'wa')).toBe('/usa/wy');
    expect(homeStateHierarchy(undefined, 'wa')).toBe('/usa/wa');
    expect(homeStateHierarchy(undefined, null)).toBe('/usa');
  });

  it('ignores what is not a state with insights', () => {
    expect(homeStateHierarchy('<x>', null)).toBe('/usa');
    expect(homeStateHierarchy('ae', 'pr')).toBe('/usa/pr');
  });

  it('offers the states, DC and Puerto Rico', () => {
    const codes = homeStateChoices.map((state) => state.code);
    expect(codes).toEqual(expect.arrayContaining(['WA', 'DC', 'PR', 'WY']));
    expect(codes).not.toContain('AE');
  });
});
