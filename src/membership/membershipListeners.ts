import type { StartListening } from '../store/thunkExtra.js';
import type { UserState } from '../user/userSlice.js';
import { memberSegmentChanged } from './memberSegment.js';
import { loadMembership, type MembershipState } from './membershipSlice.js';

type State = { user: UserState; membership: MembershipState };

// The membership follows the container's userSegment (docs/product.md#member-segment): when the
// segment moves in or out of doxoplus (a renewal lapsed, an enrollment in another tab), the
// membership this store holds is read again, so the grace notice and Manage say what is true.
export function startMembershipListeners(startListening: StartListening<State>): void {
  startListening({
    predicate: (action, current, previous) =>
      memberSegmentChanged(action, current, previous) && current.membership.status !== 'idle',
    effect: async (_action, api) => {
      await api.dispatch(loadMembership({ force: true }));
    },
  });
}
