import type { UnknownAction } from '@reduxjs/toolkit';
import { MEMBER_SEGMENT } from '../api/contracts/membershipContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';

/** The container puts doxoPLUS members in their own userSegment (docs/product.md#member-segment). */
export const isMemberSegment = (user: UserState) => user.userSegment === MEMBER_SEGMENT;

/** The same signed-in user became a member, or stopped being one, by this shared data change. */
export function memberSegmentChanged(
  action: UnknownAction,
  current: { user: UserState },
  previous: { user: UserState },
): boolean {
  return (
    sharedDataChanged.match(action) &&
    authLevelOf(current.user) === 'Auth3' &&
    current.user.userId === previous.user.userId &&
    isMemberSegment(current.user) !== isMemberSegment(previous.user)
  );
}
