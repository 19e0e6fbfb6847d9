import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import {
  isLimited,
  listingsCleared,
  loadAccountDetail,
  loadAccountDetails,
  loadListings,
  type ListingsState,
} from './listingsSlice.js';

type State = { user: UserState; listings: ListingsState };

// The reactive rules for listings (docs/product.md#loading-listings), beside the slice they drive
// (docs/architecture.md#state).
export function startListingsListeners(startListening: StartListening<State>): void {
  // Listings and accounts are cleared whenever the auth level changes, except to Auth3; a logout
  // (leaving Auth3) therefore also clears the account cache.
  startListening({
    predicate: (_action, current, previous) => {
      const level = authLevelOf(current.user);
      return level !== authLevelOf(previous.user) && level !== 'Auth3';
    },
    effect: (_action, api) => {
      api.dispatch(listingsCleared());
    },
  });

  // At Auth3, listings load when they are missing, limited, or only the part the server's /u/bills
  // page carried: a reaction to the container's shared data (the bridge's action), so a server
  // store preloaded at Auth3 with the whole list loads nothing by itself.
  startListening({
    predicate: (action, current) =>
      sharedDataChanged.match(action) &&
      authLevelOf(current.user) === 'Auth3' &&
      current.listings.status !== 'loading' &&
      current.listings.status !== 'failed' &&
      (current.listings.list === null || isLimited(current.listings.list) || current.listings.totalListings !== null),
    effect: async (_action, api) => {
      // Other listeners fire on the same action; let this one start loading once.
      api.unsubscribe();
      await api.dispatch(loadListings());
      api.subscribe();
    },
  });

  startListening({
    actionCreator: loadListings.fulfilled,
    effect: (_action, api) => {
      void api.dispatch(loadAccountDetails());
    },
  });

  // docs/product.md#load-failures: failures are reported (the slice already reset the cache so a
  // retry is possible).
  for (const rejected of [loadListings.rejected, loadAccountDetail.rejected]) {
    startListening({
      actionCreator: rejected,
      effect: (action, api) => {
        if (!action.meta.condition) api.extra.reportError(action.error, { action: action.type });
      },
    });
  }
}
