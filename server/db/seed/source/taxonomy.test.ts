import { describe, it, expect } from 'vitest';
import { toSlug } from './slug';
import { serviceTypeGroups, serviceTypes } from './taxonomy';

describe('taxonomy', () => {
  it('has enough groups and types', () => {
    expect(serviceTypeGroups.length).toBeGreaterThanOrEqual(8);
    expect(serviceTypes.length).toBeGreaterThanOrEqual(35);
  });

  it('derives slugs from names and keeps names and slugs unique across groups and types', () => {
    const all = [...serviceTypeGroups, ...serviceTypes];
    for (const item of all) expect(item.slug).toBe(toSlug(item.name));
    expect(new Set(all.map((item) => item.name.toLowerCase())).size).toBe(all.length);
    expect(new Set(all.map((item) => item.slug)).size).toBe(all.length);
    expect(serviceTypes.find((type) => type.name === 'Water & Sewer')?.slug).toBe('water-sewer');
  });

  it('gives every type a real group, an icon and a share in (0, 1], and every group types', () => {
    const groupIds = new Set(serviceTypeGroups.map((group) => group.id));
    for (const type of serviceTypes) {
      expect(groupIds.has(type.groupId)).toBe(true);
      expect(type.icon).toMatch(/^[a-z][a-z-]*$/);
      expect(type.payersShare).toBeGreaterThan(0);
      expect(type.payersShare).toBeLessThanOrEqual(1);
    }
    for (const group of serviceTypeGroups) {
      expect(serviceTypes.some((type) => type.groupId === group.id)).toBe(true);
    }
  });

  it('numbers ids from 1 without gaps', () => {
    expect(serviceTypeGroups.map((g) => g.id)).toEqual(serviceTypeGroups.map((_, i) => i + 1));
    expect(serviceTypes.map((t) => t.id)).toEqual(serviceTypes.map((_, i) => i + 1));
  });
});
