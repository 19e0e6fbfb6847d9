import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { startDashboardListeners } from '../dashboard/dashboardListeners.js';
import type { creditScoreSlice } from '../creditScore/creditScoreSlice.js';
import { dashboardSlice } from '../dashboard/dashboardSlice.js';
import { startDirectoryListeners } from '../directory/directoryListeners.js';
import { directorySlice } from '../directory/directorySlice.js';
import { engagementSlice } from '../engagement/engagementSlice.js';
import { identityProtectionSlice } from '../identityProtection/identityProtectionSlice.js';
import { startListingsListeners } from '../listings/listingsListeners.js';
import { listingsSlice } from '../listings/listingsSlice.js';
import { locationSlice } from '../location/locationSlice.js';
import type { savingsSlice } from '../savings/savingsSlice.js';
import { startMemberFeatureListeners } from '../membership/memberFeatureListeners.js';
import { startMembershipListeners } from '../membership/membershipListeners.js';
import { membershipSlice } from '../membership/membershipSlice.js';
import { startNotificationBellListeners } from '../notifications/notificationBellListeners.js';
import { notificationBellSlice } from '../notifications/notificationBellSlice.js';
import { sharedDataChanged, type SharedDataChangedPayload } from '../shared-data/sharedDataChanged.js';
import { userSlice } from '../user/userSlice.js';
import type { walletSlice } from '../wallet/walletSlice.js';
import type { ThunkExtra } from './thunkExtra.js';

// One store factory for the server (a new store per request), the client (one store kept across
// client navigations) and tests (docs/architecture.md#state). The wallet, savings and credit
// score slices join the store when their module first loads (`injectInto(rootReducer)`), so
// pages that never read them do not load them (docs/performance.md#bundle-budget).
export const rootReducer = combineSlices(
  userSlice,
  locationSlice,
  engagementSlice,
  listingsSlice,
  directorySlice,
  dashboardSlice,
  identityProtectionSlice,
  membershipSlice,
  notificationBellSlice,
).withLazyLoadedSlices<
  WithSlice<typeof walletSlice> & WithSlice<typeof creditScoreSlice> & WithSlice<typeof savingsSlice>
>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The root reducer, keeping the state of slices not injected yet: the server's state of such a
 * slice survives until the page that reads it loads the slice.
 */
const keepingStateOfLazySlices: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  const next = rootReducer(state, action);
  if (state === undefined) return next;
  let kept: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(state)) {
    if (!(key in next)) (kept ??= { ...next })[key] = value;
  }
  return (kept as RootState | undefined) ?? next;
};

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
  const listener = createListenerMiddleware<RootState, ThunkDispatch<RootState, ThunkExtra, UnknownAction>, ThunkExtra>(
    { extra },
  );
  startListingsListeners(listener.startListening);
  startDirectoryListeners(listener.startListening);
  startDashboardListeners(listener.startListening);
  startMemberFeatureListeners(listener.startListening);
  startMembershipListeners(listener.startListening);
  startNotificationBellListeners(listener.startListening);
  return configureStore({
    reducer: keepingStateOfLazySlices,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
