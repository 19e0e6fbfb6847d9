// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer } from '../../tests/startTestHttpServer.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData, emptyUserData } from '../shared-data/sharedDataDefaults.js';
import { NotificationBell } from './NotificationBell.js';
import { unreadNotificationsCounted } from './notificationBellSlice.js';
import { UNREAD_COUNT_FRESH_MS } from './useFreshUnreadCount.js';

function signedInAs(userId: string | null) {
  return sharedDataChanged({
    isAppReady: true,
    isLoggedIn: userId !== null,
    userData: userId ? { ...emptyUserData, userId, username: 'demo' } : emptyUserData,
    locationData: emptyLocationData,
    engagementData: defaultEngagementData,
  });
}

// docs/product.md#notification-centre: the bell says its count in its name, and only to the
// person it belongs to.
describe('NotificationBell', () => {
  it('names the unread count, follows it, and forgets it when someone else signs in', () => {
    // Nothing here calls the API.
    const { store } = createTestStore('http://127.0.0.1:9');
    render(
      <Provider store={store}>
        <NotificationBell urlPathname="/u/bills" />
      </Provider>,
    );
    act(() => void store.dispatch(signedInAs(null)));
    expect(screen.queryByRole('link')).toBeNull();

    act(() => void store.dispatch(signedInAs('7')));
    act(() => void store.dispatch(unreadNotificationsCounted(3)));
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/u/notifications');
    expect(bell.textContent).toBe('3');

    act(() => void store.dispatch(unreadNotificationsCounted(0)));
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');

    act(() => void store.dispatch(unreadNotificationsCounted(2)));
    act(() => void store.dispatch(signedInAs('8')));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  afterEach(() => vi.useRealTimers());

  it('reads the count again when the tab is shown after a minute on one page, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let unread = 4;
    const api = await startTestHttpServer((app) => {
      app.use((request, response, next) => {
        response.set('Access-Control-Allow-Origin', '*');
        response.set('Access-Control-Allow-Headers', '*');
        if (request.method === 'OPTIONS') response.status(204).end();
        else next();
      });
      app.get('/notifications', (_request, response) => {
        response.json({ notifications: [], unread_count: unread, next_before: null });
      });
    });
    // Signing in starts other screens' first calls too; only the bell's count is looked at.
    const countReads = () => api.requests.filter((line) => line.startsWith('GET /notifications'));
    const bellOn = (urlPathname: string) => (
      <Provider store={store}>
        <NotificationBell urlPathname={urlPathname} />
      </Provider>
    );
    const { store } = createTestStore(api.baseURL);
    try {
      // Someone signing in on the open page has their count read once (the listeners).
      act(() => void store.dispatch(signedInAs('7')));
      await waitFor(() => expect(countReads()).toHaveLength(1));
      const view = render(bellOn('/u/bills'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(countReads()).toHaveLength(1);

      // A minute on, a client navigation brought its own count: shown again, nothing to read.
      vi.setSystemTime(Date.now() + UNREAD_COUNT_FRESH_MS + 1);
      view.rerender(bellOn('/u/wallet'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(countReads()).toHaveLength(1);

      // A minute later on the same page: shown again, the count is read.
      unread = 5;
      vi.setSystemTime(Date.now() + UNREAD_COUNT_FRESH_MS + 1);
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => screen.getByRole('link', { name: 'Notifications, 5 unread' }));
      expect(countReads()).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
