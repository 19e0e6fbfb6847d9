import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData } from '../shared-data/sharedDataDefaults.js';
import { createStore } from './createStore.js';

const instrument = { id: 4, is_default: true } as WalletInstrument;

describe('slices that join the store when their module loads', () => {
  it('keep the server’s state until then, and read it once joined', async () => {
    const { extra } = createTestStore('http://127.0.0.1:9/api');
    const store = createStore(extra, {
      wallet: { paymentInstruments: [instrument], status: 'loaded' },
    });
    store.dispatch(
      sharedDataChanged({
        isAppReady: true,
        isLoggedIn: true,
        userData: { userId: '7', username: 'dana', userSegment: 'free', isLoading: false },
        locationData: emptyLocationData,
        engagementData: defaultEngagementData,
      }),
    );
    expect(store.getState().wallet?.paymentInstruments).toEqual([instrument]);

    const { selectPaymentInstruments, selectWalletStatus } = await import('../wallet/walletSlice.js');
    expect(selectPaymentInstruments(store.getState())).toEqual([instrument]);
    expect(selectWalletStatus(store.getState())).toBe('loaded');
  });

  it('read as their initial state before their first action', async () => {
    const { selectSavings } = await import('../savings/savingsSlice.js');
    const { store } = createTestStore('http://127.0.0.1:9/api');
    expect(selectSavings(store.getState())).toMatchObject({ report: null, status: 'idle' });
  });
});
