import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';

type State = { user: UserState };

// The bell's count arrives with the session answer of a first load
// (docs/product.md#notification-centre). Someone who signs in (or up) in the open page has no such
// answer: their count is read once, so the bell is right at once instead of on the next full
// load. A server store is preloaded, never dispatched to, so this runs only in the browser.
export function startNotificationBellListeners(startListening: StartListening<State>): void {
  startListening({
    predicate: (action, current, previous) =>
      sharedDataChanged.match(action) &&
      authLevelOf(current.user) === 'Auth3' &&
      current.user.userId !== previous.user.userId,
    effect: async (_action, api) => {
      // The centre's calls are not first-load code: they arrive with the first sign-in.
      const { loadUnreadCount } = await import('./notificationThunks.js');
      await api.dispatch(loadUnreadCount(undefined));
    },
  });
}
