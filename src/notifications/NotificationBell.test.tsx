// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import {
  defaultEngagementData,
  emptyLocationData,
  emptyUserData,
} from '../shared-data/sharedDataDefaults.js';
import { NotificationBell } from './NotificationBell.js';
import { unreadNotificationsCounted } from './notificationBellSlice.js';

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
        <NotificationBell />
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
});
