import type { ServiceTypeGroup, ServiceTypeSummary } from '../../../../src/api/contracts/directoryContract.js';
import { toSlug } from './slug';

export type ServiceTypeSource = ServiceTypeSummary & {
  groupId: number;
  /**
   * Rough share (0–1) of US households that pay this kind of bill. Seeding weights listings by it
   * so "Most Common Billers" looks like real life: far more electric than pet-insurance listings.
   */
  payersShare: number;
};

type TypeSpec = readonly [name: string, icon: string, payersShare: number];

/**
 * Household-bill taxonomy (docs/product.md#directory: service type, service type group). Ids are
 * positional and therefore stable as long as entries are only appended; the seed and any fixtures
 * rely on that.
 */
const groupSpecs: readonly (readonly [groupName: string, types: readonly TypeSpec[]])[] = [
  [
    'Utilities',
    [
      ['Electric', 'bolt', 0.92],
      ['Gas', 'flame', 0.55],
      ['Water & Sewer', 'droplet', 0.7],
      ['Trash & Recycling', 'trash', 0.55],
      ['Propane & Heating Oil', 'fuel', 0.1],
      ['Solar', 'sun', 0.04],
    ],
  ],
  [
    'Telecom',
    [
      ['Internet & Cable', 'wifi', 0.85],
      ['Mobile Phone', 'phone', 0.9],
      ['Landline', 'phone-classic', 0.25],
      ['Satellite TV', 'satellite', 0.12],
      ['Streaming TV', 'tv', 0.6],
    ],
  ],
  [
    'Insurance',
    [
      ['Auto Insurance', 'car', 0.8],
      ['Home Insurance', 'home', 0.6],
      ['Renters Insurance', 'key', 0.2],
      ['Health Insurance', 'heart', 0.45],
      ['Life Insurance', 'umbrella', 0.35],
      ['Pet Insurance', 'paw', 0.05],
      ['Dental Insurance', 'tooth', 0.2],
    ],
  ],
  [
    'Housing',
    [
      ['Rent', 'building', 0.34],
      ['Mortgage', 'home-dollar', 0.4],
      ['HOA', 'users', 0.25],
      ['Self Storage', 'box', 0.1],
    ],
  ],
  [
    'Loans & Credit',
    [
      ['Credit Card', 'credit-card', 0.7],
      ['Auto Loan', 'car-dollar', 0.35],
      ['Student Loan', 'graduation-cap', 0.15],
      ['Personal Loan', 'cash', 0.1],
    ],
  ],
  [
    'Medical & Dental',
    [
      ['Hospital', 'hospital', 0.25],
      ['Doctor', 'stethoscope', 0.35],
      ['Dentist', 'dental', 0.3],
      ['Pharmacy', 'pill', 0.3],
    ],
  ],
  [
    'Government & Taxes',
    [
      ['Property Tax', 'landmark', 0.45],
      ['Vehicle Registration', 'id-card', 0.8],
      ['Parking & Tolls', 'road', 0.25],
      ['Court Fees', 'gavel', 0.03],
    ],
  ],
  [
    'Subscriptions & Memberships',
    [
      ['Gym & Fitness', 'dumbbell', 0.2],
      ['Security Monitoring', 'shield', 0.15],
      ['Newspaper', 'newspaper', 0.1],
      ['Childcare', 'baby', 0.12],
    ],
  ],
  [
    'Home Services',
    [
      ['Lawn Care', 'leaf', 0.12],
      ['Pest Control', 'bug', 0.12],
      ['Home Warranty', 'tools', 0.08],
    ],
  ],
];

export const serviceTypeGroups: readonly ServiceTypeGroup[] = groupSpecs.map(([name], index) => ({
  id: index + 1,
  slug: toSlug(name),
  name,
}));

export const serviceTypes: readonly ServiceTypeSource[] = groupSpecs
  .flatMap(([, types], groupIndex) =>
    types.map(([name, icon, payersShare]) => ({
      name,
      icon,
      payersShare,
      groupId: groupIndex + 1,
    })),
  )
  .map((type, index) => ({ id: index + 1, slug: toSlug(type.name), ...type }));
