import type { ComputedDependencies } from './sharedDataTypes.js';

// docs/product.md#computed-dependencies: the exact message when the micro-app reads shared data
// before the container set them.
export const SHARED_DATA_NOT_SET_MESSAGE =
  'Shared data store computed dependencies is null. It must be be set by the microapp container prior to using shared data.';

let computedDependencies: ComputedDependencies | null = null;

/** Called by the container (never by the micro-app) before the micro-app mounts. */
export function setSharedDataComputedDependencies(dependencies: ComputedDependencies | null): void {
  computedDependencies = dependencies;
}

/** The container's dependencies; throws the missing-dependencies error (docs/product.md#computed-dependencies) when they are not set yet. */
export function getSharedDataComputedDependencies(): ComputedDependencies {
  if (!computedDependencies) throw new Error(SHARED_DATA_NOT_SET_MESSAGE);
  return computedDependencies;
}
