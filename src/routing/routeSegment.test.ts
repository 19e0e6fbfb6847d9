import { expect, it } from 'vitest';
import { paths } from './paths.js';
import { routeSegmentText } from './routeSegment.js';

it('decodes once and trims, so a rebuilt URL encodes once', () => {
  expect(routeSegmentText('%20Utilities%20')).toBe('Utilities');
  expect(routeSegmentText('water%2Fsewer')).toBe('water/sewer');
  expect(paths.insights(routeSegmentText('water%2Fsewer'))).toBe('/u/bills-to-pay/water%2Fsewer/all-services');
  expect(routeSegmentText('100%')).toBe('100%');
});
