// Environment: server (tests) The dashboard's persistence against the real API on a real database:
// a signed-in user's widgets go to /users/me/widget_settings, a signed-out visitor's to device
// storage (docs/product.md#where-widgets-are-kept).
import { describe, expect, it } from 'vitest';
import { signIn, useTestApi } from '../../server/api/testing/useTestApi.js';
import { createTestStore } from '../createTestStore.js';
import type { SessionManager } from '../../src/shared-data/sharedDataTypes.js';
import { sharedDataChanged, type SharedDataChangedPayload } from '../../src/shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData } from '../../src/shared-data/sharedDataDefaults.js';
import { SAVE_DELAY_MS } from '../../src/dashboard/dashboardListeners.js';
import {
  DEVICE_STORAGE_KEY,
  loadWidgetData,
  widgetAdded,
  widgetConfigured,
  widgetMoved,
  widgetRemoved,
} from '../../src/dashboard/dashboardSlice.js';
import { defaultWidgets } from '../../src/dashboard/defaultDashboard.js';
import { widgetQuery, widgetQueryKey } from '../../src/dashboard/widgetQuery.js';

const { api } = useTestApi('pglite');

function appReady(userId: string | null, isLoggedIn: boolean): SharedDataChangedPayload {
  return {
    isAppReady: true,
    isLoggedIn,
    userData: { userId, username: userId ? 'demo' : null, userSegment: null, isLoading: false },
    locationData: emptyLocationData,
    engagementData: defaultEngagementData,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 300));

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(check()).toBe(true);
}

describe('dashboard settings', () => {
  it('keeps a signed-out visitor’s widgets on the device after a burst of edits', async () => {
    const { store, extra } = createTestStore(api.baseUrl);
    store.dispatch(sharedDataChanged(appReady(null, false)));
    await until(() => store.getState().dashboard.settingsStatus === 'loaded');
    expect(store.getState().dashboard.origin).toBe('default');

    store.dispatch(widgetAdded({ kind: 'biller_listing', biller: 'comcast' }));
    store.dispatch(widgetMoved({ id: 'biller-listing-1', offset: -1 }));
    store.dispatch(widgetRemoved('median-pay-amount-1'));
    await settle();

    const stored: unknown = JSON.parse(extra.deviceStorage.read(DEVICE_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({
      widgets: [
        { id: 'pay-methods-pie-chart-1' },
        { id: 'biller-listing-1', biller: 'comcast' },
        { id: 'most-common-billers-table-1' },
      ],
    });
    expect(store.getState().dashboard).toMatchObject({ origin: 'device', saveStatus: 'saved' });

    // The next visit on this device starts from them.
    const next = createTestStore(api.baseUrl);
    next.extra.deviceStorage.write(DEVICE_STORAGE_KEY, JSON.stringify(stored));
    next.store.dispatch(sharedDataChanged(appReady(null, false)));
    await until(() => next.store.getState().dashboard.settingsStatus === 'loaded');
    expect(next.store.getState().dashboard.widgets.map((widget) => widget.id)).toEqual([
      'pay-methods-pie-chart-1',
      'biller-listing-1',
      'most-common-billers-table-1',
    ]);
  });

  it('falls back to the defaults when device storage holds something else', async () => {
    const { store, extra } = createTestStore(api.baseUrl);
    extra.deviceStorage.write(DEVICE_STORAGE_KEY, '{not json');
    store.dispatch(sharedDataChanged(appReady(null, false)));
    await until(() => store.getState().dashboard.settingsStatus === 'loaded');
    expect(store.getState().dashboard.widgets).toEqual(defaultWidgets);
  });

  it('saves a signed-in user’s widgets to their account and loads them on the next visit', async () => {
    const session = await signIn(api, 'other@doxo.test');
    const sessionManager: SessionManager = {
      isLoggedIn: () => true,
      authenticationHeaders: (method) => ({
        authorization: `Bearer ${session.token}`,
        ...(method.toUpperCase() === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }),
      }),
    };
    const { store } = createTestStore(api.baseUrl, sessionManager);
    store.dispatch(sharedDataChanged(appReady(String(session.userId), true)));
    await until(() => store.getState().dashboard.settingsStatus === 'loaded');
    expect(store.getState().dashboard.origin).toBe('account');

    const [first] = store.getState().dashboard.widgets;
    if (!first) throw new Error('expected the default widgets');
    store.dispatch(widgetConfigured({ ...first, date_range: 30, column_width: 'one_column' }));
    await settle();
    expect(store.getState().dashboard.saveStatus).toBe('saved');

    const answer = await api.get('/users/me/widget_settings', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const body = (await answer.json()) as { settings: { widgets: unknown[] } };
    expect(body.settings.widgets[0]).toMatchObject({
      id: first.id,
      date_range: 30,
      column_width: 'one_column',
    });

    const next = createTestStore(api.baseUrl, sessionManager);
    next.store.dispatch(sharedDataChanged(appReady(String(session.userId), true)));
    await until(() => next.store.getState().dashboard.settingsStatus === 'loaded');
    expect(next.store.getState().dashboard.widgets[0]).toMatchObject({ date_range: 30 });
  });
});

describe('widget data', () => {
  const scope = { serviceTypeGroup: 'all-groups', serviceType: 'all-services', location: '/usa' };

  it('loads a widget’s data once, keyed by its question', async () => {
    const { store } = createTestStore(api.baseUrl);
    const [median, payMethods] = defaultWidgets;
    const query = median && widgetQuery(median, scope);
    if (!query || !payMethods) throw new Error('expected the default widgets');
    await store.dispatch(loadWidgetData(query));
    await store.dispatch(loadWidgetData(query));
    const result = store.getState().dashboard.results[widgetQueryKey(query)];
    expect(result).toMatchObject({ status: 'loaded', data: { endpoint: 'median_pay_amount' } });
  });

  it('turns an unknown place into the widget’s own state, without reporting it', async () => {
    const { store, reported } = createTestStore(api.baseUrl);
    const [, payMethods] = defaultWidgets;
    const query = payMethods && widgetQuery(payMethods, { ...scope, location: '/usa/zz' });
    if (!query) throw new Error('expected the default widgets');
    await store.dispatch(loadWidgetData(query));
    expect(store.getState().dashboard.results[widgetQueryKey(query)]).toEqual({
      status: 'failed',
      reason: 'not_found',
    });
    expect(reported).toEqual([]);
  });
});
