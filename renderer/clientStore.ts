// Environment: client
import { createStore, type AppStore, type RootState } from '../src/store/createStore.js';
import { deserializeState } from '../src/store/serializeState.js';

let store: AppStore | undefined;

/** The browser's one store: created from the server's state at hydration, then kept. */
export function getClientStore(): AppStore {
  if (!store) {
    const element = document.getElementById('redux-state');
    // The server always writes this element; a missing one means a page from an older deploy.
    const preloaded = element?.textContent ? deserializeState(element.textContent) : undefined;
    store = createStore(preloaded as Partial<RootState> | undefined);
  }
  return store;
}
