import { createSharedDataStore } from '../src/shared-data/createSharedDataStore.js';
import type { ComputedDependencies } from '../src/shared-data/sharedDataTypes.js';

/** A container's computed dependencies that do nothing: for tests of how they are handed over. */
export function idleComputedDependencies(): ComputedDependencies {
  return {
    store: createSharedDataStore(),
    sessionManager: { isLoggedIn: () => false, authenticationHeaders: () => ({}) },
    actions: {
      signIn: async () => {},
      signOut: async () => {},
      resetLocationData: () => {},
      resetEngagementData: () => {},
    },
  };
}
