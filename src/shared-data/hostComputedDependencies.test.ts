import { describe, expect, it } from 'vitest';
import { COMPUTED_DEPENDENCIES_GLOBAL } from '../../contract/sharedData.js';
import { createSharedDataStore } from './createSharedDataStore.js';
import { hostComputedDependencies } from './hostComputedDependencies.js';
import type { ComputedDependencies } from './sharedDataTypes.js';

const dependencies: ComputedDependencies = {
  store: createSharedDataStore(),
  sessionManager: { isLoggedIn: () => false, authenticationHeaders: () => ({}) },
  actions: {
    signIn: async () => {},
    signOut: async () => {},
    resetLocationData: () => {},
    resetEngagementData: () => {},
  },
};

describe('hostComputedDependencies', () => {
  it('takes what a host’s script left on the window', () => {
    expect(hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: dependencies })).toBe(
      dependencies,
    );
  });

  it('takes nothing when the host left nothing, or something incomplete', () => {
    expect(hostComputedDependencies({})).toBeNull();
    const actions = { ...dependencies.actions, signOut: undefined };
    expect(
      hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: { ...dependencies, actions } }),
    ).toBeNull();
    expect(hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: 'yes' })).toBeNull();
  });
});
