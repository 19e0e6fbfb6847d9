import { afterEach, describe, expect, it } from 'vitest';
import { idleComputedDependencies } from '../../tests/idleComputedDependencies.js';
import { createSharedDataStore } from './createSharedDataStore.js';
import { deriveLocationData } from './locationData.js';
import {
  getSharedDataComputedDependencies,
  setSharedDataComputedDependencies,
  SHARED_DATA_NOT_SET_MESSAGE,
} from './sharedData.js';

afterEach(() => setSharedDataComputedDependencies(null));

describe('shared data computed dependencies', () => {
  it('throws the exact missing-dependencies message before the container set them', () => {
    expect(() => getSharedDataComputedDependencies()).toThrow(
      'Shared data store computed dependencies is null. It must be be set by the microapp container prior to using shared data.',
    );
    expect(SHARED_DATA_NOT_SET_MESSAGE).toContain('must be be set');
  });

  it('hands back what the container set', () => {
    const dependencies = idleComputedDependencies();
    setSharedDataComputedDependencies(dependencies);
    expect(getSharedDataComputedDependencies()).toBe(dependencies);
  });
});

describe('deriveLocationData', () => {
  it('takes the state after usa and the county three places after it', () => {
    expect(deriveLocationData('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101', '98101')).toEqual({
      hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101',
      state: 'wa',
      county: 'king',
      zipcode: '98101',
    });
  });

  it('gives null state and county without a usa segment, and null county when too short', () => {
    expect(deriveLocationData('/canada/bc/vancouver')).toMatchObject({ state: null, county: null });
    expect(deriveLocationData('/usa/wa')).toMatchObject({ state: 'wa', county: null });
    expect(deriveLocationData(null)).toMatchObject({ hierarchy: null, state: null, county: null });
  });
});

describe('createSharedDataStore', () => {
  it('notifies subscribers on update and stops after unsubscribe', () => {
    const store = createSharedDataStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.update({ isAppReady: true });
    expect(store.getState().isAppReady).toBe(true);
    unsubscribe();
    store.update({ loading: true });
    expect(calls).toBe(1);
  });
});
