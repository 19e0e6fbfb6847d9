import { describe, expect, it } from 'vitest';
import { insightsBreadcrumbs } from './insightsBreadcrumbs.js';

describe('insightsBreadcrumbs', () => {
  it('runs from the front page through the landing page to the place', () => {
    const crumbs = insightsBreadcrumbs(
      {
        group: { slug: 'utilities', name: 'Utilities' },
        type: { slug: 'electric', name: 'Electric' },
        canonical: { group: 'utilities', type: 'electric' },
      },
      { hierarchy: '/usa/wa', name: 'Washington' },
    );
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
      { name: 'Utilities', path: '/u/bills-to-pay/utilities/all-services' },
      { name: 'Electric', path: '/u/bills-to-pay/utilities/electric' },
      { name: 'Washington', path: '/u/bills-to-pay/utilities/electric/usa/wa' },
    ]);
  });

  it('names the whole view when no group is chosen', () => {
    const crumbs = insightsBreadcrumbs(
      { group: null, type: null, canonical: { group: 'all-groups', type: 'all-services' } },
      null,
    );
    expect(crumbs.at(-1)).toEqual({
      name: 'All services',
      path: '/u/bills-to-pay/all-groups/all-services',
    });
  });
});
