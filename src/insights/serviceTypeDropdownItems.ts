import type { ServiceType, ServiceTypeGroup } from '../api/contracts/directoryContract.js';
import { ALL_GROUPS } from '../routing/paths.js';

/**
 * One entry of the service type dropdown (docs/product.md#directory: text, value, type, icon).
 * `groupSlug` is the group the entry routes to (docs/product.md#directory: choosing a group or type
 * rewrites /{group}/{type}).
 */
export type DropdownItem = {
  text: string;
  /** The route segment: a group slug (or all-groups) for groups, a type slug for types. */
  value: string;
  type: 'group' | 'serviceType';
  icon: string | null;
  groupSlug: string;
};

export const ALL_SERVICES_TEXT = 'All services';

/**
 * "All services" first, then every group followed by its service types, both in the given order.
 * A type whose group is not among `groups` has no heading to sit under and no valid route
 * (docs/product.md#bills-to-pay-redirects: a type outside its group is a 404), so it is left out.
 */
export function buildDropdownItems(
  groups: readonly ServiceTypeGroup[],
  serviceTypes: readonly ServiceType[],
): DropdownItem[] {
  const items: DropdownItem[] = [
    {
      text: ALL_SERVICES_TEXT,
      value: ALL_GROUPS,
      type: 'group',
      icon: null,
      groupSlug: ALL_GROUPS,
    },
  ];
  for (const group of groups) {
    items.push({
      text: group.name,
      value: group.slug,
      type: 'group',
      icon: null,
      groupSlug: group.slug,
    });
    for (const serviceType of serviceTypes) {
      if (serviceType.service_type_group.id !== group.id) continue;
      items.push({
        text: serviceType.name,
        value: serviceType.slug,
        type: 'serviceType',
        icon: serviceType.icon,
        groupSlug: group.slug,
      });
    }
  }
  return items;
}

/**
 * The index of the chosen entry: the type when a specific one is chosen, else the group, else
 * "All services" (index 0). Type slugs are unique, so the group need not be checked for a type.
 */
export function selectedItemIndex(items: readonly DropdownItem[], selectedGroup: string, selectedType: string): number {
  const type = items.findIndex((item) => item.type === 'serviceType' && item.value === selectedType);
  if (type !== -1) return type;
  const group = items.findIndex((item) => item.type === 'group' && item.value === selectedGroup);
  return group === -1 ? 0 : group;
}

/**
 * Type-ahead: the index of the next entry whose text starts with `search` (lower case), looking
 * from `current` onwards and wrapping, or -1. A first letter moves past the current entry; a longer
 * word may stay on it. A repeated letter ("sss") cycles through the entries starting with it, as
 * native selects do.
 */
export function typeaheadMatch(items: readonly DropdownItem[], search: string, current: number): number {
  const find = (prefix: string, start: number) => {
    for (let step = 0; step < items.length; step++) {
      const index = (start + step) % items.length;
      if (items[index]?.text.toLowerCase().startsWith(prefix)) return index;
    }
    return -1;
  };
  const match = find(search, search.length === 1 ? current + 1 : current);
  const first = search.charAt(0);
  if (match !== -1 || ![...search].every((letter) => letter === first)) return match;
  return find(first, current + 1);
}
