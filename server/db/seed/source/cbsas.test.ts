import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it, expect } from 'vitest';
import { cbsas } from './cbsas';
import { censusCounties } from './census';
import { readCensusTables } from './censusTables';
import { countyPlaces } from './countyPlaces';

// The Census Bureau's tables the generated module was made from
// (scripts/generate-census-source.ts).
const censusFolder = resolve(import.meta.dirname, process.env.CENSUS_DATA_DIR ?? '../../../../../shared/data/census');

describe('cbsas derived from the Census 2023 tables', () => {
  it('has all 935 metro and micropolitan areas with unique codes and titles', () => {
    expect(cbsas()).toHaveLength(935);
    for (const cbsa of cbsas()) expect(cbsa.code).toMatch(/^\d{5}$/);
    expect(new Set(cbsas().map((cbsa) => cbsa.code)).size).toBe(935);
    expect(new Set(cbsas().map((cbsa) => cbsa.name)).size).toBe(935);
    for (const cbsa of cbsas()) expect(cbsa.countyFips.length, cbsa.name).toBeGreaterThan(0);
  });

  it('has the Seattle delineation from OMB', () => {
    expect(cbsas().find((cbsa) => cbsa.code === '42660')).toEqual({
      code: '42660',
      name: 'Seattle-Tacoma-Bellevue, WA',
      countyFips: ['53033', '53053', '53061'],
      population: expect.any(Number) as number,
    });
  });

  it('lists in the title every state its counties belong to', () => {
    const stateByFips = new Map(countyPlaces().map((county) => [county.fips, county.state]));
    for (const cbsa of cbsas()) {
      const titleStates = (cbsa.name.split(', ').at(-1) ?? '').split('-').sort();
      const countyStates = [...new Set(cbsa.countyFips.map((fips) => stateByFips.get(fips)))];
      expect(countyStates.sort(), cbsa.name).toEqual(titleStates);
    }
  });

  it.skipIf(!existsSync(censusFolder))(
    'equals the Census tables: every county, its CBSA and population, every title',
    () => {
      const tables = readCensusTables(censusFolder);
      expect(censusCounties()).toEqual(tables.counties.map((county) => ({ ...county, cbsa: county.cbsa || null })));
      expect(cbsas().map(({ code, name }) => ({ code, title: name }))).toEqual(tables.cbsas);
      const seattle = cbsas().find((cbsa) => cbsa.code === '42660');
      expect(seattle?.population).toBe(
        tables.counties.filter((county) => county.cbsa === '42660').reduce((sum, county) => sum + county.population, 0),
      );
      const cbsaOf = new Map<string, string>();
      for (const cbsa of cbsas()) for (const fips of cbsa.countyFips) cbsaOf.set(fips, cbsa.code);
      for (const county of tables.counties) {
        expect(cbsaOf.get(county.fips) ?? '', county.fips).toBe(county.cbsa);
      }
    },
  );
});
