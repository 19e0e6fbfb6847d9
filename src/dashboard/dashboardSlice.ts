import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isApiCallError, statusOf } from '../api/createApiClient.js';
import {
  MAX_WIDGETS,
  type WidgetKind,
  type WidgetSetting,
  type WidgetSettings,
} from '../api/contracts/widgetSettingsContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { authLevelOf, type UserState } from '../user/userSlice.js';
import { defaultWidgets } from './defaultDashboard.js';
import { createWidget, normalizeWidget, parseWidgetSettings } from './widgetCatalog.js';
import { fetchWidgetData, widgetQueryKey, type WidgetQuery, type WidgetResult } from './widgetQuery.js';
import type { InsightsApi } from '../api/insightsApi.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const insightsApi = onFirstCall(async () => (await import('../api/insightsApi.js')).insightsApiOf);
const widgetSettingsApi = onFirstCall(async () => (await import('../api/widgetSettingsApi.js')).widgetSettingsApiOf);

// The insights dashboard (widget settings, column options and kinds;
// docs/product.md#dashboard-widgets): which widgets the user has, where they are kept, and the data
// of widgets the page's +data did not load. Everyone starts with the default widgets (what the
// server renders, so hydration matches); once the container says who is there, a signed-in user's
// widgets come from the API and anyone else's from this device's storage (dashboardListeners.ts).
export const sliceName = 'dashboard';

/** Where the widgets on screen come from, and where edits are saved. */
export type DashboardOrigin = 'default' | 'device' | 'account';

export type DashboardState = {
  widgets: WidgetSetting[];
  origin: DashboardOrigin;
  settingsStatus: 'default' | 'loading' | 'loaded' | 'failed';
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed';
  /** Widget data fetched in the browser, by widgetQueryKey. */
  results: Record<string, WidgetResult | { status: 'loading' }>;
};

const initialState: DashboardState = {
  widgets: defaultWidgets,
  origin: 'default',
  settingsStatus: 'default',
  saveStatus: 'idle',
  results: {},
};

/** The device-storage key of a signed-out visitor's widgets. */
export const DEVICE_STORAGE_KEY = 'doxo.insights.widgets.v1';

type ThunkConfig = {
  state: { dashboard: DashboardState; user: UserState };
  extra: ThunkExtra;
};

function readDeviceWidgets(extra: ThunkExtra): WidgetSetting[] | null {
  const stored = extra.deviceStorage.read(DEVICE_STORAGE_KEY);
  if (stored === null) return null;
  try {
    return parseWidgetSettings(JSON.parse(stored))?.widgets ?? null;
  } catch {
    // Not JSON (edited by hand, or written by something else): start again from the defaults.
    return null;
  }
}

/**
 * The widgets of whoever is here now. A signed-in user who never saved any keeps the dashboard
 * built on this device while signed out, else the defaults; the first edit saves it to the account.
 */
export const loadDashboardSettings = createAsyncThunk<
  { widgets: WidgetSetting[]; origin: DashboardOrigin },
  void,
  ThunkConfig
>(`${sliceName}/loadSettings`, async (_argument, { extra, getState }) => {
  if (authLevelOf(getState().user) === 'Auth3') {
    const { settings, updated_at: updatedAt } = await widgetSettingsApi(extra).load();
    if (updatedAt !== null) {
      return { widgets: parseWidgetSettings(settings)?.widgets ?? [], origin: 'account' };
    }
    return { widgets: readDeviceWidgets(extra) ?? defaultWidgets, origin: 'account' };
  }
  const widgets = readDeviceWidgets(extra);
  return widgets ? { widgets, origin: 'device' } : { widgets: defaultWidgets, origin: 'default' };
});

/** Saves the widgets on screen where they belong: the account when signed in, else the device. */
export const saveDashboardSettings = createAsyncThunk<void, void, ThunkConfig>(
  `${sliceName}/saveSettings`,
  async (_argument, { extra, getState }) => {
    const settings: WidgetSettings = { widgets: getState().dashboard.widgets };
    if (authLevelOf(getState().user) === 'Auth3') {
      await widgetSettingsApi(extra).save(settings);
      return;
    }
    extra.deviceStorage.write(DEVICE_STORAGE_KEY, JSON.stringify(settings));
  },
);

/** Data for one widget, unless already loaded or on its way (a failure may be retried). */
export const loadWidgetData = createAsyncThunk<WidgetResult, WidgetQuery, ThunkConfig>(
  `${sliceName}/loadWidgetData`,
  (query, { extra }) => fetchWidgetResult({ insightsApi: insightsApi(extra), reportError: extra.reportError }, query),
  {
    condition: (query, { getState }) => {
      const result = getState().dashboard.results[widgetQueryKey(query)];
      return result === undefined || result.status === 'failed';
    },
  },
);

/**
 * A widget's data or why it has none. A place or biller that no longer exists is the widget's
 * state, not a failure to report; a 503 was reported on its way to the maintenance page
 * (docs/product.md#maintenance); other API failures are reported and shown with a retry. Anything
 * that is not an API failure (the maintenance redirect during server rendering, a bug) is rethrown.
 */
export async function fetchWidgetResult(
  extra: { insightsApi: InsightsApi; reportError: ThunkExtra['reportError'] },
  query: WidgetQuery,
): Promise<WidgetResult> {
  try {
    return { status: 'loaded', data: await fetchWidgetData(extra.insightsApi, query) };
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    const status = statusOf(error);
    if (status === 404) return { status: 'failed', reason: 'not_found' };
    if (status !== 503) {
      extra.reportError(error, { action: `${sliceName}/loadWidgetData`, endpoint: query.endpoint });
    }
    return { status: 'failed', reason: 'unavailable' };
  }
}

/** The next free id for a widget of `kind`: readable and stable, e.g. "median-pay-amount-2". */
export function nextWidgetId(kind: WidgetKind, widgets: readonly WidgetSetting[]): string {
  const base = kind.replaceAll('_', '-');
  const taken = new Set(widgets.map((widget) => widget.id));
  for (let number = 1; ; number += 1) {
    const id = `${base}-${number}`;
    if (!taken.has(id)) return id;
  }
}

function edited(state: DashboardState) {
  // The first edit of the default dashboard makes it the visitor's own.
  if (state.origin === 'default') state.origin = 'device';
  // Unsaved from now until the save the listener makes (dashboardListeners.ts) completes.
  state.saveStatus = 'saving';
}

export const dashboardSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    /** Adds a widget at the end; `id` is the caller's nextWidgetId (so it can focus it). */
    widgetAdded(state, { payload }: PayloadAction<{ kind: WidgetKind; id?: string; biller?: string | null }>) {
      if (state.widgets.length >= MAX_WIDGETS) return;
      const taken = state.widgets.some((widget) => widget.id === payload.id);
      const id = payload.id && !taken ? payload.id : nextWidgetId(payload.kind, state.widgets);
      state.widgets.push(createWidget(payload.kind, id, payload.biller ?? null));
      edited(state);
    },
    widgetRemoved(state, { payload: id }: PayloadAction<string>) {
      state.widgets = state.widgets.filter((widget) => widget.id !== id);
      edited(state);
    },
    /** Moves a widget one place earlier (-1) or later (+1); no-op at either end. */
    widgetMoved(state, { payload }: PayloadAction<{ id: string; offset: -1 | 1 }>) {
      const from = state.widgets.findIndex((widget) => widget.id === payload.id);
      const to = from + payload.offset;
      if (from < 0 || to < 0 || to >= state.widgets.length) return;
      const [widget] = state.widgets.splice(from, 1);
      if (widget) state.widgets.splice(to, 0, widget);
      edited(state);
    },
    widgetConfigured(state, { payload }: PayloadAction<WidgetSetting>) {
      const index = state.widgets.findIndex((widget) => widget.id === payload.id);
      const current = state.widgets[index];
      if (!current) return;
      // The kind is fixed once added: the form cannot turn one widget into another.
      state.widgets[index] = normalizeWidget({ ...payload, kind: current.kind });
      edited(state);
    },
    dashboardReset(state) {
      state.widgets = defaultWidgets;
      edited(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadDashboardSettings.pending, (state) => {
        state.settingsStatus = 'loading';
      })
      .addCase(loadDashboardSettings.fulfilled, (state, { payload }) => {
        state.widgets = payload.widgets;
        state.origin = payload.origin;
        state.settingsStatus = 'loaded';
        state.saveStatus = 'idle';
      })
      .addCase(loadDashboardSettings.rejected, (state) => {
        // The widgets on screen stay; edits are not saved over an account we could not read.
        state.settingsStatus = 'failed';
      })
      .addCase(saveDashboardSettings.pending, (state) => {
        state.saveStatus = 'saving';
      })
      .addCase(saveDashboardSettings.fulfilled, (state) => {
        state.saveStatus = 'saved';
      })
      .addCase(saveDashboardSettings.rejected, (state) => {
        state.saveStatus = 'failed';
      })
      .addCase(loadWidgetData.pending, (state, { meta }) => {
        state.results[widgetQueryKey(meta.arg)] = { status: 'loading' };
      })
      .addCase(loadWidgetData.fulfilled, (state, { meta, payload }) => {
        state.results[widgetQueryKey(meta.arg)] = payload;
      })
      .addCase(loadWidgetData.rejected, (state, { meta }) => {
        if (meta.condition) return;
        state.results[widgetQueryKey(meta.arg)] = { status: 'failed', reason: 'unavailable' };
      });
  },
  selectors: {
    selectWidgets: (state) => state.widgets,
    selectDashboardOrigin: (state) => state.origin,
    selectSettingsStatus: (state) => state.settingsStatus,
    selectSaveStatus: (state) => state.saveStatus,
    selectWidgetResults: (state) => state.results,
  },
});

export const { widgetAdded, widgetRemoved, widgetMoved, widgetConfigured, dashboardReset } = dashboardSlice.actions;
export const { selectWidgets, selectDashboardOrigin, selectSettingsStatus, selectSaveStatus, selectWidgetResults } =
  dashboardSlice.selectors;
