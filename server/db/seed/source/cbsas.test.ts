import { describe, it, expect } from 'vitest';
import { cbsas } from './cbsas';
import { atlasCounties } from './atlas';

describe('cbsas', () => {
  it('covers at least the 100 largest metros', () => {
    expect(cbsas.length).toBeGreaterThanOrEqual(100);
  });

  it('has the Seattle delineation from OMB', () => {
    expect(cbsas.find((cbsa) => cbsa.code === '42660')).toEqual({
      code: '42660',
      name: 'Seattle-Tacoma-Bellevue, WA',
      countyFips: ['53033', '53053', '53061'],
    });
  });

  it('uses unique 5-digit codes and names', () => {
    for (const cbsa of cbsas) expect(cbsa.code).toMatch(/^\d{5}$/);
    expect(new Set(cbsas.map((cbsa) => cbsa.code)).size).toBe(cbsas.length);
    expect(new Set(cbsas.map((cbsa) => cbsa.name)).size).toBe(cbsas.length);
  });

  it('names only counties that exist in the atlas, each in at most one metro', () => {
    const known = new Set(atlasCounties().map((county) => county.fips));
    const seen = new Map<string, string>();
    for (const cbsa of cbsas) {
      for (const fips of cbsa.countyFips) {
        expect(known.has(fips), `${cbsa.name}: ${fips}`).toBe(true);
        expect(seen.get(fips), `${fips} in ${cbsa.name}`).toBeUndefined();
        seen.set(fips, cbsa.name);
      }
    }
  });

  it('lists in the title every state its counties belong to', () => {
    const stateByFips = new Map(atlasCounties().map((county) => [county.fips, county.state]));
    for (const cbsa of cbsas) {
      const titleStates = (cbsa.name.split(', ').at(-1) ?? '').split('-').sort();
      const countyStates = [...new Set(cbsa.countyFips.map((fips) => stateByFips.get(fips)))];
      expect(countyStates.sort(), cbsa.name).toEqual(titleStates);
    }
  });
});
