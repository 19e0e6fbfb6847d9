import { describe, expect, it } from 'vitest';
import type { ServiceType, ServiceTypeGroup } from '../api/contracts/directoryContract.js';
import { buildDropdownItems, selectedItemIndex, typeaheadMatch } from './serviceTypeDropdownItems.js';

const utilities = { id: 1, slug: 'utilities', name: 'Utilities' };
const telecom = { id: 2, slug: 'telecom', name: 'Telecom' };
const groups: ServiceTypeGroup[] = [telecom, utilities];

function serviceType(id: number, name: string, group: ServiceTypeGroup): ServiceType {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return { id, slug, name, icon: `icon-${slug}`, service_type_group: group };
}

// Interleaved on purpose: the items must regroup them under their group.
const serviceTypes = [
  serviceType(10, 'Electric', utilities),
  serviceType(20, 'Mobile Phone', telecom),
  serviceType(11, 'Gas', utilities),
  serviceType(21, 'Internet', telecom),
];

describe('buildDropdownItems (dropdown item)', () => {
  it('lists All services, then each group followed by its types, in the given order', () => {
    expect(buildDropdownItems(groups, serviceTypes)).toEqual([
      {
        text: 'All services',
        value: 'all-groups',
        type: 'group',
        icon: null,
        groupSlug: 'all-groups',
      },
      { text: 'Telecom', value: 'telecom', type: 'group', icon: null, groupSlug: 'telecom' },
      {
        text: 'Mobile Phone',
        value: 'mobile-phone',
        type: 'serviceType',
        icon: 'icon-mobile-phone',
        groupSlug: 'telecom',
      },
      {
        text: 'Internet',
        value: 'internet',
        type: 'serviceType',
        icon: 'icon-internet',
        groupSlug: 'telecom',
      },
      { text: 'Utilities', value: 'utilities', type: 'group', icon: null, groupSlug: 'utilities' },
      {
        text: 'Electric',
        value: 'electric',
        type: 'serviceType',
        icon: 'icon-electric',
        groupSlug: 'utilities',
      },
      { text: 'Gas', value: 'gas', type: 'serviceType', icon: 'icon-gas', groupSlug: 'utilities' },
    ]);
  });

  it('leaves out types whose group is unknown and keeps groups without types', () => {
    const orphan = serviceType(30, 'Pet Insurance', { id: 9, slug: 'insurance', name: 'Ins' });
    expect(buildDropdownItems([utilities], [orphan]).map((item) => item.value)).toEqual(['all-groups', 'utilities']);
  });

  it('offers only All services when the directory is empty', () => {
    expect(buildDropdownItems([], []).map((item) => item.text)).toEqual(['All services']);
  });
});

describe('selectedItemIndex', () => {
  const items = buildDropdownItems(groups, serviceTypes);

  it('picks the type when one is chosen', () => {
    expect(items[selectedItemIndex(items, 'utilities', 'gas')]?.text).toBe('Gas');
    expect(items[selectedItemIndex(items, 'all-groups', 'gas')]?.text).toBe('Gas');
  });

  it('picks the group when all its services are chosen', () => {
    expect(items[selectedItemIndex(items, 'utilities', 'all-services')]?.text).toBe('Utilities');
  });

  it('falls back to All services', () => {
    expect(selectedItemIndex(items, 'all-groups', 'all-services')).toBe(0);
    expect(selectedItemIndex(items, 'unknown', 'unknown')).toBe(0);
  });
});

describe('typeaheadMatch', () => {
  const items = buildDropdownItems(groups, serviceTypes);
  const textAt = (index: number) => (index === -1 ? null : items[index]?.text);

  it('moves to the next entry starting with a letter, wrapping around', () => {
    expect(textAt(typeaheadMatch(items, 'i', 0))).toBe('Internet');
    expect(textAt(typeaheadMatch(items, 'e', 6))).toBe('Electric');
  });

  it('stays on the current entry while a longer word still matches it', () => {
    const mobile = 2;
    expect(textAt(typeaheadMatch(items, 'mo', mobile))).toBe('Mobile Phone');
  });

  it('cycles through entries starting with a repeated letter', () => {
    const garbage = serviceType(12, 'Garbage', utilities);
    const gas = serviceType(11, 'Gas', utilities);
    const cycling = buildDropdownItems([utilities], [gas, garbage]);
    const names = (index: number) => cycling[index]?.text;
    expect(cycling.map((item) => item.text)).toEqual(['All services', 'Utilities', 'Gas', 'Garbage']);
    expect(names(typeaheadMatch(cycling, 'g', 0))).toBe('Gas');
    expect(names(typeaheadMatch(cycling, 'gg', 2))).toBe('Garbage');
    expect(names(typeaheadMatch(cycling, 'ggg', 3))).toBe('Gas');
    expect(names(typeaheadMatch(cycling, 'ga', 2))).toBe('Gas');
    expect(names(typeaheadMatch(cycling, 'gar', 2))).toBe('Garbage');
  });

  it('answers -1 when nothing matches', () => {
    expect(typeaheadMatch(items, 'zebra', 0)).toBe(-1);
  });
});
