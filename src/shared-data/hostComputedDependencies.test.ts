import { describe, expect, it } from 'vitest';
import { COMPUTED_DEPENDENCIES_GLOBAL } from '../../contract/sharedData.js';
import { idleComputedDependencies } from '../../tests/idleComputedDependencies.js';
import { hostComputedDependencies } from './hostComputedDependencies.js';

const dependencies = idleComputedDependencies();

describe('hostComputedDependencies', () => {
  it('takes what a host’s script left on the window', () => {
    expect(hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: dependencies })).toBe(dependencies);
  });

  it('takes nothing when the host left nothing, or something incomplete', () => {
    expect(hostComputedDependencies({})).toBeNull();
    const actions = { ...dependencies.actions, signOut: undefined };
    expect(hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: { ...dependencies, actions } })).toBeNull();
    expect(hostComputedDependencies({ [COMPUTED_DEPENDENCIES_GLOBAL]: 'yes' })).toBeNull();
  });
});
