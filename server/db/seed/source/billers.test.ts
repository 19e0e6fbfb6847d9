import { describe, it, expect, beforeAll } from 'vitest';
import { buildBillers, type BillerSource } from './billers';
import { countyPlaces } from './countyPlaces';
import { createRandom, SEED } from './random';
import { placeStates } from './states';
import { serviceTypeGroups, serviceTypes } from './taxonomy';

describe('buildBillers', () => {
  let billers: BillerSource[];

  beforeAll(() => {
    billers = buildBillers(createRandom(SEED));
  });

  it('builds at least 1,500 billers with unique ids, slugs and well-formed fields', () => {
    expect(billers.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(billers.map((biller) => biller.id)).size).toBe(billers.length);
    expect(new Set(billers.map((biller) => biller.slug)).size).toBe(billers.length);
    for (const biller of billers) {
      expect(biller.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(biller.serviceTypeSlugs.length).toBeGreaterThan(0);
      expect(biller.popularity).toBeGreaterThan(0);
    }
  });

  it('refers only to known service types, states and counties', () => {
    const typeSlugs = new Set(serviceTypes.map((type) => type.slug));
    const states = new Set(placeStates.map((state) => state.code));
    const counties = new Set(countyPlaces().map((county) => county.fips));
    for (const biller of billers) {
      for (const slug of biller.serviceTypeSlugs) expect(typeSlugs.has(slug), slug).toBe(true);
      if (biller.scope.kind === 'states') {
        expect(biller.scope.states.length).toBeGreaterThan(0);
        for (const state of biller.scope.states) expect(states.has(state), biller.name).toBe(true);
      }
      if (biller.scope.kind === 'counties') {
        expect(biller.scope.countyFips.length).toBeGreaterThan(0);
        for (const fips of biller.scope.countyFips) expect(counties.has(fips)).toBe(true);
      }
    }
  });

  it('includes the real brands the product is known for', () => {
    const names = new Set(billers.map((biller) => biller.name));
    for (const name of ['Comcast Xfinity', 'GEICO', 'Puget Sound Energy', 'Seattle City Light']) {
      expect(names.has(name), name).toBe(true);
    }
    expect(billers.find((biller) => biller.name === 'AT&T')?.scope).toEqual({ kind: 'national' });
  });

  it('gives every service type several billers', () => {
    for (const type of serviceTypes) {
      const count = billers.filter((biller) => biller.serviceTypeSlugs.includes(type.slug)).length;
      expect(count, type.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every state local utility billers', () => {
    const utilities = serviceTypeGroups.find((group) => group.slug === 'utilities');
    const utilitySlugs = new Set(
      serviceTypes.filter((type) => type.groupId === utilities?.id).map((type) => type.slug),
    );
    const stateOfCounty = new Map(countyPlaces().map((county) => [county.fips, county.state]));
    for (const state of placeStates) {
      const local = billers.filter(
        (biller) =>
          biller.scope.kind === 'counties' &&
          biller.scope.countyFips.some((fips) => stateOfCounty.get(fips) === state.code) &&
          biller.serviceTypeSlugs.some((slug) => utilitySlugs.has(slug)),
      );
      expect(local.length, state.code).toBeGreaterThanOrEqual(3);
    }
  });

  it('is deterministic for a seed', () => {
    expect(buildBillers(createRandom(SEED))).toEqual(billers);
    expect(buildBillers(createRandom(SEED + 1))).not.toEqual(billers);
  });
});
