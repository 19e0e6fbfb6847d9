import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { startDashboardListeners } from '../dashboard/dashboardListeners.js';
import { creditScoreSlice } from '../creditScore/creditScoreSlice.js';
import { dashboardSlice } from '../dashboard/dashboardSlice.js';
import { startDirectoryListeners } from '../directory/directoryListeners.js';
import { directorySlice } from '../directory/directorySlice.js';
import { engagementSlice } from '../engagement/engagementSlice.js';
import { identityProtectionSlice } from '../identityProtection/identityProtectionSlice.js';
import { startListingsListeners } from '../listings/listingsListeners.js';
import { listingsSlice } from '../listings/listingsSlice.js';
import { locationSlice } from '../location/locationSlice.js';
import { savingsSlice } from '../savings/savingsSlice.js';
import { startMemberFeatureListeners } from '../membership/memberFeatureListeners.js';
import { startMembershipListeners } from '../membership/membershipListeners.js';
import { membershipSlice } from '../membership/membershipSlice.js';
import { startNotificationBellListeners } from '../notifications/notificationBellListeners.js';
import { notificationBellSlice } from '../notifications/notificationBellSlice.js';
import {
  sharedDataChanged,
  type SharedDataChangedPayload,
} from '../shared-data/sharedDataChanged.js';
import { userSlice } from '../user/userSlice.js';
import { walletSlice } from '../wallet/walletSlice.js';
import type { ThunkExtra } from './thunkExtra.js';

// One store factory for the server (a new store per request), the client (one store kept across
// client navigations) and tests (docs/architecture.md#state).
export const rootReducer = combineSlices(
  userSlice,
  locationSlice,
  engagementSlice,
  listingsSlice,
  directorySlice,
  dashboardSlice,
  walletSlice,
  creditScoreSlice,
  identityProtectionSlice,
  savingsSlice,
  membershipSlice,
  notificationBellSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The state a store starts from when the session is already known (server rendering): shared
 * data mirrored exactly as the bridge mirrors it, but preloaded rather than dispatched, so none of
 * the browser's reactions to shared data (loading listings, the dashboard's settings) runs on the
 * server, where each page's data hook loads what it needs.
 */
export function stateFromSharedData(shared: SharedDataChangedPayload): RootState {
  return rootReducer(undefined, sharedDataChanged(shared));
}

export function createStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware<
    RootState,
    ThunkDispatch<RootState, ThunkExtra, UnknownAction>,
    ThunkExtra
  >({ extra });
  startListingsListeners(listener.startListening);
  startDirectoryListeners(listener.startListening);
  startDashboardListeners(listener.startListening);
  startMemberFeatureListeners(listener.startListening);
  startMembershipListeners(listener.startListening);
  startNotificationBellListeners(listener.startListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
