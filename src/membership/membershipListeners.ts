import { MEMBER_SEGMENT } from '../api/contracts/membershipContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import { loadMembership, type MembershipState } from './membershipSlice.js';

type State = { user: UserState; membership: MembershipState };

// The membership follows the container's userSegment (docs/product.md#member-segment): when the
// segment moves in or out of doxoplus (a renewal lapsed, an enrollment in another tab), the
// membership this store holds is read again, so the grace notice and Manage say what is true.
export function startMembershipListeners(startListening: StartListening<State>): void {
  startListening({
    predicate: (action, current, previous) =>
      sharedDataChanged.match(action) &&
      authLevelOf(current.user) === 'Auth3' &&
      current.user.userId === previous.user.userId &&
      (current.user.userSegment === MEMBER_SEGMENT) !==
        (previous.user.userSegment === MEMBER_SEGMENT) &&
      current.membership.status !== 'idle',
    effect: async (_action, api) => {
      await api.dispatch(loadMembership({ force: true }));
    },
  });
}
