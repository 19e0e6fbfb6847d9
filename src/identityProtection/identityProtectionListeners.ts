import { MEMBER_SEGMENT } from '../api/contracts/membershipContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import { loadOpenAlerts, type IdentityProtectionState } from './identityProtectionSlice.js';

type State = { user: UserState; identityProtection: IdentityProtectionState };

// The navigation shows a member's open alerts on every page (docs/product.md#identity-alerts):
// once signed in, the count is read once per store, and again whenever the screen reads alerts.
export function startIdentityProtectionListeners(startListening: StartListening<State>): void {
  startListening({
    predicate: (action, current) =>
      sharedDataChanged.match(action) &&
      authLevelOf(current.user) === 'Auth3' &&
      current.user.userSegment === MEMBER_SEGMENT &&
      current.identityProtection.openAlerts === null &&
      current.identityProtection.status === 'idle',
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.dispatch(loadOpenAlerts());
      api.subscribe();
    },
  });
}
