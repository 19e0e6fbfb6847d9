import { createContext, use, useSyncExternalStore } from 'react';
import { initialSharedDataState } from '../shared-data/sharedDataDefaults.js';
import type { SharedDataState, SharedDataStore } from '../shared-data/sharedDataTypes.js';
import type { ReferenceContainer } from './referenceContainer.js';

/** The running container in the browser; null during server rendering. */
export const ContainerContext = createContext<ReferenceContainer | null>(null);

/**
 * The shared data server rendering computed for this visitor (renderer/+onCreatePageContext).
 * The browser's container starts from the same, so hydration renders exactly the server's HTML.
 */
export const RenderedSharedDataContext = createContext<SharedDataState>(initialSharedDataState);

export function useContainer(): ReferenceContainer | null {
  return use(ContainerContext);
}

/**
 * The shared data store of whichever container runs the page in the browser: the reference
 * container's, or a host shell's (docs/host-contract.md); null during server rendering.
 */
export const SharedDataStoreContext = createContext<SharedDataStore | null>(null);

const noSubscription = () => () => {};

/**
 * The container's shared data for the chrome. Server rendering and hydration both read the
 * state the server rendered; the live state follows right after hydration.
 */
export function useContainerState(): SharedDataState {
  const shared = use(SharedDataStoreContext);
  const rendered = use(RenderedSharedDataContext);
  return useSyncExternalStore(
    shared?.subscribe ?? noSubscription,
    () => shared?.getState() ?? rendered,
    () => rendered,
  );
}
