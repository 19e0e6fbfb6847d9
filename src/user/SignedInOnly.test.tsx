// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData, emptyUserData } from '../shared-data/sharedDataDefaults.js';
import { SignedInOnly } from './SignedInOnly.js';

function shared(signedIn: boolean, isAppReady = true) {
  return sharedDataChanged({
    isAppReady,
    isLoggedIn: signedIn,
    userData: signedIn ? { ...emptyUserData, userId: '7', username: 'demo' } : emptyUserData,
    locationData: emptyLocationData,
    engagementData: defaultEngagementData,
  });
}

function renderGate() {
  // Nothing here calls the API.
  const { store } = createTestStore('http://127.0.0.1:9');
  render(
    <Provider store={store}>
      <SignedInOnly heading="Bill" title="Sign in to see this bill" icon="receipt-text" purpose="What it shows.">
        <p>The bill itself</p>
      </SignedInOnly>
    </Provider>,
  );
  return store;
}

describe('SignedInOnly', () => {
  it('shows a signed-out visitor what the screen is for and the way in, never the screen', () => {
    const store = renderGate();
    act(() => void store.dispatch(shared(false)));
    expect(screen.getByRole('heading', { level: 1, name: 'Bill' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see this bill' })).toBeTruthy();
    expect(screen.getByText('What it shows.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('The bill itself')).toBeNull();
  });

  it('fills in place once the visitor signs in, and waits while the container is not ready', () => {
    const store = renderGate();
    act(() => void store.dispatch(shared(false, false)));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    act(() => void store.dispatch(shared(true)));
    expect(screen.getByText('The bill itself')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to see this bill' })).toBeNull();
  });
});
