import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import type { Membership } from '../api/contracts/membershipContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData, emptyUserData } from '../shared-data/sharedDataDefaults.js';
import { loadMembership, selectIsMember, selectMembership, selectPrimaryDataSource } from './membershipSlice.js';

const membership: Membership = {
  id: 1,
  status: 'grace',
  is_member: true,
  plan: 'monthly',
  next_plan: null,
  member_since: '2026-10-01T00:00:00.000Z',
  paid_through: '2026-11-01',
  next_renewal: { date: '2026-11-02', plan: 'monthly', amount_cents: 599 },
  instrument: null,
  grace: {
    started_on: '2026-11-01',
    lapses_on: '2026-11-08',
    next_retry_on: '2026-11-02',
    decline_reason: null,
  },
  charges: [],
};

describe('the primary data source', () => {
  it('gives subscriptions, enrollment and payment instruments as one value, and forgets them on sign-out', () => {
    const { store } = createTestStore('http://127.0.0.1:9/api');
    store.dispatch(loadMembership.fulfilled({ membership, today: '2026-11-02' }, 'request', undefined));
    expect(selectMembership(store.getState())).toEqual(membership);
    expect(selectIsMember(store.getState())).toBe(true);
    const source = selectPrimaryDataSource(store.getState());
    expect(source).toEqual({
      subscriptions: [membership],
      enrollment: { quote: null, enrolled: null, failure: null },
      paymentInstruments: null,
    });
    // The same value while nothing changed: screens re-render only on a change.
    expect(selectPrimaryDataSource(store.getState())).toBe(source);
    store.dispatch(
      sharedDataChanged({
        isAppReady: true,
        isLoggedIn: false,
        userData: emptyUserData,
        locationData: emptyLocationData,
        engagementData: defaultEngagementData,
      }),
    );
    expect(selectPrimaryDataSource(store.getState()).subscriptions).toBeNull();
    expect(selectIsMember(store.getState())).toBe(false);
  });
});
