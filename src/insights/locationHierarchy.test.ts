import { describe, expect, it } from 'vitest';
import {
  hierarchyFromRouteSegments,
  locationTypeOfHierarchy,
  toInternalHierarchy,
  toUrlHierarchy,
  trimHierarchy,
} from './locationHierarchy.js';

describe('hierarchy codec', () => {
  const url = '/usa/mt/no-metro/carbon/red-lodge/59068';
  const internal = '/usa/mt/-/carbon/red-lodge/59068';

  it('turns URL placeholders into dashes and back', () => {
    expect(toInternalHierarchy(url)).toBe(internal);
    expect(toUrlHierarchy(internal)).toBe(url);
    expect(toInternalHierarchy('/usa/ak/no-metro/no-county/no-city/99501')).toBe('/usa/ak/-/-/-/99501');
    expect(toUrlHierarchy('/usa/ak/-/-/-/99501')).toBe('/usa/ak/no-metro/no-county/no-city/99501');
  });

  it('leaves a placeholder name at the wrong level alone', () => {
    expect(toInternalHierarchy('/usa/no-county')).toBe('/usa/no-county');
  });

  it('reads route segments, in either form, as a URL-form hierarchy', () => {
    expect(hierarchyFromRouteSegments(['usa'])).toBe('/usa');
    expect(hierarchyFromRouteSegments(['usa', 'WA', 'seattle-tacoma-bellevue-wa'])).toBe(
      '/usa/wa/seattle-tacoma-bellevue-wa',
    );
    expect(hierarchyFromRouteSegments(['usa', 'mt', '-', 'carbon'])).toBe('/usa/mt/no-metro/carbon');
  });

  it('rejects what cannot be a hierarchy', () => {
    expect(hierarchyFromRouteSegments([])).toBeNull();
    expect(hierarchyFromRouteSegments(['canada', 'bc'])).toBeNull();
    expect(hierarchyFromRouteSegments(['usa', 'wa', 'a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(hierarchyFromRouteSegments(['usa', '<script>'])).toBeNull();
    expect(hierarchyFromRouteSegments(['usa', 'no-metro'])).toBeNull();
    expect(hierarchyFromRouteSegments(['usa', 'wa', 'no-metro'])).toBeNull();
  });
});

describe('locationTypeOfHierarchy', () => {
  it('maps depth to type, /usa alone to All States', () => {
    expect(locationTypeOfHierarchy('/usa')).toBe('all-states');
    expect(locationTypeOfHierarchy('/usa/wa')).toBe('state');
    expect(locationTypeOfHierarchy('/usa/wa/seattle-tacoma-bellevue-wa')).toBe('cbsa');
    expect(locationTypeOfHierarchy('/usa/wa/seattle-tacoma-bellevue-wa/king')).toBe('county');
    expect(locationTypeOfHierarchy('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle')).toBe('city');
    expect(locationTypeOfHierarchy('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101')).toBe('zipcode');
  });

  it('trims to county level for the default location', () => {
    expect(trimHierarchy('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101', 5)).toBe(
      '/usa/wa/seattle-tacoma-bellevue-wa/king',
    );
    expect(trimHierarchy('/usa/wa', 5)).toBe('/usa/wa');
  });
});
