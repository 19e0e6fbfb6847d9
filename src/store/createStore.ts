import {
  configureStore,
  type Reducer,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { startMemberFeatureListeners } from '../membership/memberFeatureListeners.js';
import { startMembershipListeners } from '../membership/membershipListeners.js';
import { startNotificationBellListeners } from '../notifications/notificationBellListeners.js';
import {
  sharedDataChanged,
  type SharedDataChangedPayload,
} from '../shared-data/sharedDataChanged.js';
import {
  injectedSliceListeners,
  rootReducer,
  whenSliceInjected,
  type RootState,
} from './rootReducer.js';
import type { ThunkExtra } from './thunkExtra.js';

export type { RootState } from './rootReducer.js';

// One store factory for the server (a new store per request), the client (one store kept across
// client navigations) and tests (docs/architecture.md#state). Which slices it holds:
// src/store/rootReducer.ts.

/**
 * The state a store starts from when the session is already known (server rendering): shared
 * data mirrored exactly as the bridge mirrors it, but preloaded rather than dispatched, so none of
 * the browser's reactions to shared data (loading listings, the dashboard's settings) runs on the
 * server, where each page's data hook loads what it needs.
 */
export function stateFromSharedData(shared: SharedDataChangedPayload): Partial<RootState> {
  return rootReducer(undefined, sharedDataChanged(shared));
}

export type StoreOptions = {
  /**
   * The browser's store, kept across client navigations: slices injected after it was made
   * (a page loaded later) start their listeners on it. A server store lives for one request and
   * only ever holds the slices injected when it was made.
   */
  keptAcrossPages?: boolean;
};

export function createStore(
  extra: ThunkExtra,
  preloadedState?: Partial<RootState>,
  options: StoreOptions = {},
) {
  const listener = createListenerMiddleware<
    RootState,
    ThunkDispatch<RootState, ThunkExtra, UnknownAction>,
    ThunkExtra
  >({ extra });
  startMemberFeatureListeners(listener.startListening);
  startMembershipListeners(listener.startListening);
  startNotificationBellListeners(listener.startListening);
  for (const startListeners of injectedSliceListeners()) startListeners(listener.startListening);
  const store = configureStore({
    // Typed with every slice present: see RootState. Of a server's state, the slices this page
    // has not loaded are dropped (the server may hold slices of other pages).
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
  });
  if (options.keptAcrossPages) {
    whenSliceInjected((startListeners) => startListeners?.(listener.startListening));
  }
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
