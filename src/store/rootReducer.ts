import { combineSlices, type Reducer, type Slice } from '@reduxjs/toolkit';
import type { creditScoreSlice } from '../creditScore/creditScoreSlice.js';
import type { dashboardSlice } from '../dashboard/dashboardSlice.js';
import type { directorySlice } from '../directory/directorySlice.js';
import { engagementSlice } from '../engagement/engagementSlice.js';
import { identityProtectionSlice } from '../identityProtection/identityProtectionSlice.js';
import type { listingsSlice } from '../listings/listingsSlice.js';
import { locationSlice } from '../location/locationSlice.js';
import { membershipSlice } from '../membership/membershipSlice.js';
import { notificationBellSlice } from '../notifications/notificationBellSlice.js';
import type { savingsSlice } from '../savings/savingsSlice.js';
import { userSlice } from '../user/userSlice.js';
import type { walletSlice } from '../wallet/walletSlice.js';
import type { StartListening } from './thunkExtra.js';

// The store's reducer (docs/architecture.md#state). The slices every page's shell reads (the
// mirrors of shared data, the membership's grace notice, the navigation's identity alerts, the
// bell) are in it from the start; the others join it when a page that uses them loads their
// module (`injectSlice` at the end of each), so a page's first-load JavaScript carries only its
// own slices and thunks (docs/performance.md#first-load-javascript).
//
// A slice module imports its listeners' module, which imports the slice back: the listeners'
// module may use the slice's exports only inside its functions, never at its top level (which
// can run before the slice's module has defined them).

/** The slices that join the store when a page that uses them is loaded. */
export type InjectedSliceStates = {
  listings: ReturnType<(typeof listingsSlice)['reducer']>;
  directory: ReturnType<(typeof directorySlice)['reducer']>;
  dashboard: ReturnType<(typeof dashboardSlice)['reducer']>;
  wallet: ReturnType<(typeof walletSlice)['reducer']>;
  creditScore: ReturnType<(typeof creditScoreSlice)['reducer']>;
  savings: ReturnType<(typeof savingsSlice)['reducer']>;
};

export const rootReducer = combineSlices(
  userSlice,
  locationSlice,
  engagementSlice,
  membershipSlice,
  identityProtectionSlice,
  notificationBellSlice,
).withLazyLoadedSlices<Partial<InjectedSliceStates>>();

/**
 * The whole state as the code that reads it sees it: a module that reads an injected slice imports
 * that slice's module, which injects it, and a store that exists already gets its initial state at
 * once (`whenSliceInjected`), so it is never missing where it is read.
 */
export type RootState = ReturnType<typeof rootReducer> & InjectedSliceStates;

/** Starts the reactive rules of an injected slice on a store's listener middleware. */
// The rules of each slice read only the state they name (StartListening<State>), a part of RootState.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StartSliceListeners = (startListening: StartListening<any>) => void;

const injectedSlices = new Set<string>();
const listenersOfInjectedSlices: StartSliceListeners[] = [];
const followers = new Set<(startListeners: StartSliceListeners | undefined) => void>();

/**
 * Adds a slice, and the listeners beside it, to the store's reducer. Stores made afterwards start
 * with it; the browser's store, kept across client navigations, takes it in when the next page's
 * module brings it (its listeners start, and the shared data bridge mirrors again so the new
 * slice's reactions to shared data run as they would have at start-up).
 */
export function injectSlice(
  slice: Slice & { reducerPath: keyof InjectedSliceStates; reducer: Reducer },
  startListeners?: StartSliceListeners,
): void {
  if (injectedSlices.has(slice.reducerPath)) return;
  injectedSlices.add(slice.reducerPath);
  rootReducer.inject(slice);
  if (startListeners) listenersOfInjectedSlices.push(startListeners);
  for (const follow of followers) follow(startListeners);
}

/** The listeners of every slice injected so far, for a store being made. */
export function injectedSliceListeners(): readonly StartSliceListeners[] {
  return listenersOfInjectedSlices;
}

/** Calls `follow` for each slice injected from now on; returns the function that stops it. */
export function whenSliceInjected(
  follow: (startListeners: StartSliceListeners | undefined) => void,
): () => void {
  followers.add(follow);
  return () => followers.delete(follow);
}
