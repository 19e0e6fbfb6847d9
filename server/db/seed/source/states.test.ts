import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it, expect } from 'vitest';
import { armedForcesRegions, placeStates } from './states';
import { stateAbbreviations, stateByCode } from '../../../../src/location/stateAbbreviations';
import { parseCsv } from './censusTables';

const statesCsv = resolve(
  import.meta.dirname,
  process.env.CENSUS_DATA_DIR ?? '../../../../../shared/data/census',
  'states-2023.csv',
);

describe('state tables', () => {
  it('has the 50 states, DC and the five territories as places with counties', () => {
    expect(placeStates).toHaveLength(56);
    expect(placeStates).toContainEqual({ code: 'WA', name: 'Washington', fips: '53' });
    expect(placeStates).toContainEqual({ code: 'DC', name: 'District of Columbia', fips: '11' });
    expect(placeStates).toContainEqual({ code: 'PR', name: 'Puerto Rico', fips: '72' });
    expect(placeStates.map((s) => s.code)).not.toContain('AE');
  });

  it('keeps the armed-forces regions as states without counties', () => {
    expect(armedForcesRegions.map((s) => s.code)).toEqual(['AA', 'AE', 'AP']);
    expect(stateAbbreviations).toHaveLength(59);
  });

  it.skipIf(!existsSync(statesCsv))('names every place as the Census table does', () => {
    for (const row of parseCsv(readFileSync(statesCsv, 'utf8'))) {
      expect(stateByCode(row.Code ?? ''), row.Code).toMatchObject({
        name: row.Name,
        kind: row.Type,
      });
    }
  });
});
