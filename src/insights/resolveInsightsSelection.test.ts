import { describe, expect, it } from 'vitest';
import { nameKey } from '../directory/nameKey.js';
import { resolveInsightsSelection } from './resolveInsightsSelection.js';

const utilities = { id: 1, slug: 'utilities', name: 'Utilities' };
const telecom = { id: 2, slug: 'telecom', name: 'Telecom' };
const groups = [utilities, telecom];
const types = [
  {
    id: 10,
    slug: 'water-sewer',
    name: 'Water & Sewer',
    icon: 'droplet',
    service_type_group: utilities,
  },
  {
    id: 11,
    slug: 'mobile-phone',
    name: 'Mobile Phone',
    icon: 'phone',
    service_type_group: telecom,
  },
];

describe('nameKey', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(nameKey('Water & Sewer')).toBe('watersewer');
    expect(nameKey('water-sewer')).toBe(nameKey('WATER_SEWER'));
  });
});

describe('resolveInsightsSelection', () => {
  it('resolves all groups and all services', () => {
    expect(resolveInsightsSelection('all-groups', 'all-services', groups, types)).toEqual({
      group: null,
      type: null,
      canonical: { group: 'all-groups', type: 'all-services' },
    });
  });

  it('matches every spelling of a name to one canonical slug', () => {
    for (const spelling of ['Water & Sewer', 'water-sewer', 'WATER_SEWER']) {
      expect(resolveInsightsSelection('Utilities', spelling, groups, types)?.canonical).toEqual({
        group: 'utilities',
        type: 'water-sewer',
      });
    }
    expect(resolveInsightsSelection('ALL_GROUPS', 'All Services', groups, types)?.canonical).toEqual({
      group: 'all-groups',
      type: 'all-services',
    });
  });

  it('is null for an unknown group or type, or a type outside its group', () => {
    expect(resolveInsightsSelection('nope', 'all-services', groups, types)).toBeNull();
    expect(resolveInsightsSelection('utilities', 'nope', groups, types)).toBeNull();
    expect(resolveInsightsSelection('utilities', 'mobile-phone', groups, types)).toBeNull();
    expect(resolveInsightsSelection('---', 'all-services', groups, types)).toBeNull();
  });
});
