import { isAnyOf } from '@reduxjs/toolkit';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { StartListening } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import {
  dashboardReset,
  loadWidgetData,
  loadDashboardSettings,
  saveDashboardSettings,
  widgetAdded,
  widgetConfigured,
  widgetMoved,
  widgetRemoved,
  type DashboardState,
} from './dashboardSlice.js';

/**
 * Reordering by keyboard is a burst of moves: an account is saved once the burst is over. The
 * device is written at once (it is cheap, and a reload right after an edit must not lose it).
 */
export const SAVE_DELAY_MS = 400;

const edits = isAnyOf(widgetAdded, widgetRemoved, widgetMoved, widgetConfigured, dashboardReset);

export function startDashboardListeners(
  startListening: StartListening<{ dashboard: DashboardState; user: UserState }>,
): void {
  // Whose dashboard is on screen follows the container's session (auth levels;
  // docs/product.md#auth-levels): once the app is ready (also when server rendering already knew
  // the session and this browser has not read its settings yet), and again on every sign-in or
  // sign-out.
  startListening({
    predicate: (action, current, previous) => {
      if (!sharedDataChanged.match(action)) return false;
      const level = authLevelOf(current.user);
      if (level === 'unknown') return false;
      return level !== authLevelOf(previous.user) || current.dashboard.settingsStatus === 'default';
    },
    effect: (_action, api) => {
      void api.dispatch(loadDashboardSettings());
    },
  });

  startListening({
    matcher: edits,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (authLevelOf(api.getState().user) === 'Auth3') await api.delay(SAVE_DELAY_MS);
      // Never save over an account whose widgets could not be read.
      if (api.getState().dashboard.settingsStatus === 'failed') return;
      await api.dispatch(saveDashboardSettings());
    },
  });

  for (const rejected of [loadDashboardSettings.rejected, saveDashboardSettings.rejected, loadWidgetData.rejected]) {
    startListening({
      actionCreator: rejected,
      effect: (action, api) => {
        if (action.meta.condition) return;
        api.extra.reportError(action.error, { action: action.type });
      },
    });
  }
}
