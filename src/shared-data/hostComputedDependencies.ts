import { COMPUTED_DEPENDENCIES_GLOBAL } from '../../contract/sharedData.js';
import type { ComputedDependencies } from './sharedDataTypes.js';

function hasFunctions(value: unknown, names: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  );
}

/**
 * The computed dependencies a host shell's own script left for the micro-app on `scope` (the
 * window) before the micro-app's client started (docs/host-contract.md#in-the-browser), or null
 * when it left none, or something of another shape: the micro-app then shows the container
 * contract's error rather than failing somewhere later.
 */
export function hostComputedDependencies(scope: object): ComputedDependencies | null {
  const candidate: unknown = Reflect.get(scope, COMPUTED_DEPENDENCIES_GLOBAL);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { store, sessionManager, actions } = candidate as Record<string, unknown>;
  const complete =
    hasFunctions(store, ['getState', 'subscribe']) &&
    hasFunctions(sessionManager, ['isLoggedIn', 'authenticationHeaders']) &&
    hasFunctions(actions, ['signIn', 'signOut', 'resetLocationData', 'resetEngagementData']);
  return complete ? (candidate as ComputedDependencies) : null;
}
