import type { ServiceTypeGroup, ServiceTypeSummary } from '../../../../src/api/contracts/directoryContract.js';
import { toSlug } from './slug';
import taxonomy from './taxonomy.json' with { type: 'json' };

export type ServiceTypeSource = ServiceTypeSummary & {
  groupId: number;
  /**
   * Rough share (0–1) of US households that pay this kind of bill. Seeding weights listings by it
   * so "Most Common Billers" looks like real life: far more electric than pet-insurance listings.
   */
  payersShare: number;
};

type GroupSpec = { name: string; types: readonly Pick<ServiceTypeSource, 'name' | 'icon' | 'payersShare'>[] };

/**
 * Household-bill taxonomy (docs/product.md#directory: service type, service type group), kept as
 * data in taxonomy.json: each group with its types, each type with its icon and payers' share. Ids
 * are positional and therefore stable as long as entries are only appended; the seed and any
 * fixtures rely on that.
 */
const groupSpecs: readonly GroupSpec[] = taxonomy;

export const serviceTypeGroups: readonly ServiceTypeGroup[] = groupSpecs.map(({ name }, index) => ({
  id: index + 1,
  slug: toSlug(name),
  name,
}));

export const serviceTypes: readonly ServiceTypeSource[] = groupSpecs
  .flatMap(({ types }, groupIndex) => types.map((type) => ({ ...type, groupId: groupIndex + 1 })))
  .map((type, index) => ({ id: index + 1, slug: toSlug(type.name), ...type }));
