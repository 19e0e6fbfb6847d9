import type { ServiceType, ServiceTypeGroup } from '../api/directoryApi.js';
import { findByName } from '../directory/nameKey.js';
import { ALL_GROUPS, ALL_SERVICES } from '../routing/paths.js';

export type Named = { slug: string; name: string };

export type InsightsSelection = {
  /** null: all groups. */
  group: Named | null;
  /** null: all services (of the group). */
  type: Named | null;
  /** The canonical URL segments; a request spelled otherwise is redirected (301) to them. */
  canonical: { group: string; type: string };
};

/**
 * Resolves the group and type segments of /u/bills-to-pay/{group}/{type} against the directory
 * (docs/product.md#name-matching): names match ignoring case, spaces and punctuation; null when
 * either is unknown (a 404), or when the type does not belong to the group.
 */
export function resolveInsightsSelection(
  groupSegment: string,
  typeSegment: string,
  groups: readonly ServiceTypeGroup[],
  serviceTypes: readonly ServiceType[],
): InsightsSelection | null {
  const allGroups = findByName([{ slug: ALL_GROUPS, name: 'All Groups' }], groupSegment);
  const group = allGroups ? null : findByName(groups, groupSegment);
  if (!allGroups && !group) return null;

  const allServices = findByName([{ slug: ALL_SERVICES, name: 'All Services' }], typeSegment);
  const type = allServices ? null : findByName(serviceTypes, typeSegment);
  if (!allServices && !type) return null;
  if (group && type && type.service_type_group.id !== group.id) return null;

  return {
    group: group ? { slug: group.slug, name: group.name } : null,
    type: type ? { slug: type.slug, name: type.name } : null,
    canonical: { group: group?.slug ?? ALL_GROUPS, type: type?.slug ?? ALL_SERVICES },
  };
}
