import type { AppStore } from '../store/createStore.js';
import { getSharedDataComputedDependencies } from './sharedData.js';
import { sharedDataChanged } from './sharedDataChanged.js';

/**
 * The one bridge from the container's shared data to the micro-app's Redux slices
 * (ARCHITECTURE.md § Shared data contract): mirrors now and on every change. Throws the SPEC §8
 * error when the container has not set its dependencies. Returns the unsubscribe function.
 */
export function connectSharedData(store: AppStore): () => void {
  const { store: shared, sessionManager } = getSharedDataComputedDependencies();
  const mirror = () => {
    const state = shared.getState();
    store.dispatch(
      sharedDataChanged({
        isAppReady: state.isAppReady,
        isLoggedIn: sessionManager.isLoggedIn(),
        userData: state.userData,
        locationData: state.locationData,
        engagementData: state.engagementData,
      }),
    );
  };
  mirror();
  return shared.subscribe(mirror);
}
