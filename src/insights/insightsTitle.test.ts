import { expect, it } from 'vitest';
import { insightsTitle } from './insightsTitle.js';

it('names the place, with USA as the fallback', () => {
  expect(insightsTitle('Seattle')).toBe('Most Common Billers in Seattle');
  expect(insightsTitle(null)).toBe('Most Common Billers in USA');
  expect(insightsTitle('  ')).toBe('Most Common Billers in USA');
});
