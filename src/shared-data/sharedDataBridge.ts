import type { AppStore } from '../store/createStore.js';
import { getSharedDataComputedDependencies } from './sharedData.js';
import { sharedDataChanged, type SharedDataChangedPayload } from './sharedDataChanged.js';
import type { SharedDataState } from './sharedDataTypes.js';

/** The part of shared data the micro-app mirrors into Redux. */
export function mirroredSharedData(state: SharedDataState, isLoggedIn: boolean): SharedDataChangedPayload {
  return {
    isAppReady: state.isAppReady,
    isLoggedIn,
    userData: state.userData,
    locationData: state.locationData,
    engagementData: state.engagementData,
  };
}

/**
 * The one bridge from the container's shared data to the micro-app's Redux slices
 * (docs/product.md#shared-data-store): mirrors now and on every change. Throws the
 * missing-dependencies error (docs/product.md#computed-dependencies) error when the container has
 * not set its dependencies. Returns the unsubscribe function.
 */
export function connectSharedData(store: AppStore): () => void {
  const { store: shared, sessionManager } = getSharedDataComputedDependencies();
  const mirror = () => {
    store.dispatch(sharedDataChanged(mirroredSharedData(shared.getState(), sessionManager.isLoggedIn())));
  };
  mirror();
  return shared.subscribe(mirror);
}
