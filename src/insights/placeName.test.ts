import { describe, expect, it } from 'vitest';
import { insightsTitle } from './insightsTitle.js';
import { placeName } from './placeName.js';

it('builds the insights title place', () => {
  expect(insightsTitle(placeName(null))).toBe('Most Common Billers in USA');
  expect(placeName({ name: 'United States', type: 'country', state: null })).toBe('USA');
  expect(placeName({ name: 'Seattle-Tacoma-Bellevue, wa', type: 'cbsa', state: 'wa' })).toBe(
    'Seattle-Tacoma-Bellevue, WA',
  );
  expect(placeName({ name: 'New York-Newark-Jersey City, ny-nj', type: 'cbsa', state: 'ny' })).toBe(
    'New York-Newark-Jersey City, NY-NJ',
  );
  expect(placeName({ name: 'King County', type: 'county', state: 'wa' })).toBe('King County, WA');
  expect(placeName({ name: 'Washington', type: 'state', state: 'wa' })).toBe('Washington');
});

describe('placeName and the state abbreviation table', () => {
  it('raises only real state, territory and armed-forces codes in a metro title', () => {
    expect(placeName({ name: 'San Juan-Bayamón-Caguas, pr', type: 'cbsa', state: 'pr' })).toBe(
      'San Juan-Bayamón-Caguas, PR',
    );
    expect(placeName({ name: 'Somewhere, zz', type: 'cbsa', state: 'wa' })).toBe('Somewhere, zz');
  });
});
