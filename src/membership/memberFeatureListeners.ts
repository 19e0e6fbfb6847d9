import { loadOpenAlerts } from '../identityProtection/identityProtectionSlice.js';
import type { IdentityProtectionState } from '../identityProtection/identityProtectionSlice.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import { memberDataReset } from './memberReportSlice.js';
import { isMemberSegment, memberSegmentChanged } from './memberSegment.js';

type State = { user: UserState; identityProtection: IdentityProtectionState };

// The member screens follow the container's userSegment (docs/product.md#member-segment), and the
// navigation shows a member's open alerts on every page (docs/product.md#identity-alerts).
export function startMemberFeatureListeners(startListening: StartListening<State>): void {
  // Became a member, or stopped being one: what the member screens hold is read again.
  startListening({
    predicate: memberSegmentChanged,
    effect: async (_action, api) => {
      api.dispatch(memberDataReset());
      if (isMemberSegment(api.getState().user)) await api.dispatch(loadOpenAlerts());
    },
  });

  // Signed in as a member: the count is read once per store, and again whenever the identity
  // protection screen reads its alerts.
  startListening({
    predicate: (action, current) =>
      sharedDataChanged.match(action) &&
      authLevelOf(current.user) === 'Auth3' &&
      isMemberSegment(current.user) &&
      current.identityProtection.openAlerts === null &&
      current.identityProtection.status === 'idle',
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.dispatch(loadOpenAlerts());
      api.subscribe();
    },
  });
}
