import { initialSharedDataState } from './sharedDataDefaults.js';
import type { SharedDataState, SharedDataStore } from './sharedDataTypes.js';

export type WritableSharedDataStore = SharedDataStore & {
  update: (change: Partial<SharedDataState>) => void;
};

/**
 * The container's store: a plain observable state. The container writes; the micro-app reads
 * and subscribes through the SharedDataStore view.
 */
export function createSharedDataStore(initial: SharedDataState = initialSharedDataState): WritableSharedDataStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      state = { ...state, ...change };
      for (const listener of [...listeners]) listener();
    },
  };
}
