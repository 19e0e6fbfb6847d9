import { createContext, use, useSyncExternalStore } from 'react';
import { initialSharedDataState } from '../shared-data/sharedDataDefaults.js';
import type { SharedDataState } from '../shared-data/sharedDataTypes.js';
import type { ReferenceContainer } from './referenceContainer.js';

/** The running container in the browser; null during server rendering. */
export const ContainerContext = createContext<ReferenceContainer | null>(null);

export function useContainer(): ReferenceContainer | null {
  return use(ContainerContext);
}

const noSubscription = () => () => {};

/**
 * The container's shared data for its own chrome. Server rendering and hydration both see the
 * initial state, so the markup matches; the live state follows right after hydration.
 */
export function useContainerState(): SharedDataState {
  const container = useContainer();
  return useSyncExternalStore(
    container?.store.subscribe ?? noSubscription,
    () => container?.store.getState() ?? initialSharedDataState,
    () => initialSharedDataState,
  );
}
