import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../api/accountsApi.js';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { sharedDataChanged, type SharedDataChangedPayload } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData } from '../shared-data/sharedDataDefaults.js';
import { selectAuthLevel } from '../user/userSlice.js';
import {
  ACCOUNT_DETAIL_CONCURRENCY,
  isLimited,
  LISTINGS_PAGE_SIZE,
  listingsSlice,
  billsDueSoonestLoaded,
  loadListings,
  selectAccounts,
  selectListings,
  selectListingsCount,
} from './listingsSlice.js';

const TOTAL_LISTINGS = 230;
let server: TestHttpServer;
let failAccountsList = false;
let failingAccountId: number | null = null;
/** Whether /accounts/list honours include=account_detail (ours does; the fallback is tested too). */
let embedDetails = false;
let inFlightDetails = 0;
let maxInFlightDetails = 0;

function accountDetail(id: number): AccountDetail {
  return {
    id,
    provider: { id: 1, slug: 'city-light', name: 'City Light' },
    service_type: {
      id: 1,
      slug: 'electric',
      name: 'Electric',
      icon: 'bolt',
      service_type_group: { id: 1, slug: 'utilities', name: 'Utilities' },
    },
    nickname: null,
    masked_account_number: `••••${id}`,
    balance_cents: id * 100,
    minimum_due_cents: 0,
    due_date: null,
    autopay: false,
    paperless: false,
    created_at: '2026-01-01T00:00:00.000Z',
    last_payment: null,
    upcoming_payment: null,
    county_median: {
      county: { hierarchy: '/usa/wa/seattle/king', name: 'King County', state: 'WA' },
      days: 365,
      enough_data: false,
      median_cents: null,
    },
  };
}

function listing(id: number) {
  return {
    id,
    provider: {
      id: 1,
      slug: 'city-light',
      name: 'City Light',
      service_type: { id: 1, slug: 'electric', name: 'Electric', icon: 'bolt' },
    },
    user: { id: 7, username: 'ada' },
    account: { id, nickname: null, masked_account_number: `••••${id}` },
  };
}

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    // Signing in also loads the user's dashboard widgets (src/dashboard): none saved yet.
    app.get('/users/me/widget_settings', (_request, response) => {
      response.json({ settings: { widgets: [] }, updated_at: null });
    });
    app.get('/accounts/list', (request, response) => {
      if (failAccountsList) {
        response.status(500).json({ error: { code: 'internal', message: 'boom' } });
        return;
      }
      const after = Number(request.query.starting_after ?? 0);
      const limit = Number(request.query.limit);
      const ids = Array.from({ length: TOTAL_LISTINGS }, (_, index) => index + 1)
        .filter((id) => id > after)
        .slice(0, limit);
      const last = ids.at(-1) ?? after;
      const hasMore = last < TOTAL_LISTINGS;
      const withDetail = embedDetails && request.query.include === 'account_detail';
      response.json({
        list: ids.map((id) => ({
          ...listing(id),
          ...(withDetail ? { account_detail: accountDetail(id) } : {}),
        })),
        has_more: hasMore,
        starting_after: hasMore ? String(last) : null,
      });
    });
    app.get('/accounts/:id', (request, response) => {
      const id = Number(request.params.id);
      inFlightDetails += 1;
      maxInFlightDetails = Math.max(maxInFlightDetails, inFlightDetails);
      setTimeout(() => {
        inFlightDetails -= 1;
        if (id === failingAccountId) {
          response.status(500).json({ error: { code: 'internal', message: 'boom' } });
          return;
        }
        response.json(accountDetail(id));
      }, 2);
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  failAccountsList = false;
  failingAccountId = null;
  embedDetails = false;
  maxInFlightDetails = 0;
});

function signedIn(overrides: Partial<SharedDataChangedPayload> = {}): SharedDataChangedPayload {
  return {
    isAppReady: true,
    isLoggedIn: true,
    userData: { userId: '7', username: 'ada', userSegment: 'free', isLoading: false },
    locationData: emptyLocationData,
    engagementData: defaultEngagementData,
    ...overrides,
  };
}

const signedOut = signedIn({
  isLoggedIn: false,
  userData: { userId: null, username: null, userSegment: null, isLoading: false },
});

async function settle(check: () => boolean) {
  for (let attempt = 0; attempt < 200 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('auth level', () => {
  it('is unknown until the app is ready, then Auth3, Auth1 or Auth0', () => {
    const { store } = createTestStore(server.baseURL);
    expect(selectAuthLevel(store.getState())).toBe('unknown');
    store.dispatch(sharedDataChanged(signedIn({ isAppReady: false })));
    expect(selectAuthLevel(store.getState())).toBe('unknown');
    store.dispatch(sharedDataChanged(signedOut));
    expect(selectAuthLevel(store.getState())).toBe('Auth0');
    store.dispatch(sharedDataChanged(signedIn({ isLoggedIn: false })));
    expect(selectAuthLevel(store.getState())).toBe('Auth1');
  });
});

describe('listings', () => {
  it('load every page at Auth3, then each account detail a few at a time', async () => {
    const { store, reported } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    expect(selectAuthLevel(store.getState())).toBe('Auth3');
    await settle(() => Object.keys(store.getState().listings.accounts).length === TOTAL_LISTINGS);

    expect(store.getState().listings.list).toHaveLength(TOTAL_LISTINGS);
    const pages = server.requests.filter((request) => request.startsWith('GET /accounts/list'));
    expect(pages).toEqual([
      `GET /accounts/list?user=7&limit=${LISTINGS_PAGE_SIZE}&max_page=100&include=account_detail`,
      `GET /accounts/list?user=7&limit=${LISTINGS_PAGE_SIZE}&max_page=100&starting_after=100&include=account_detail`,
      `GET /accounts/list?user=7&limit=${LISTINGS_PAGE_SIZE}&max_page=100&starting_after=200&include=account_detail`,
    ]);
    expect(maxInFlightDetails).toBeLessThanOrEqual(ACCOUNT_DETAIL_CONCURRENCY);
    expect(maxInFlightDetails).toBeGreaterThan(1);
    expect(reported).toEqual([]);
  });

  it('fill the account cache from the pages when they carry the details: no request per bill', async () => {
    embedDetails = true;
    const { store, reported } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => store.getState().listings.status === 'loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const { list, accounts } = store.getState().listings;
    expect(list).toHaveLength(TOTAL_LISTINGS);
    expect(Object.keys(accounts)).toHaveLength(TOTAL_LISTINGS);
    expect(accounts[42]?.balance_cents).toBe(4200);
    // The list keeps listings only: each detail is held once, in the cache.
    expect(list?.[0]).not.toHaveProperty('account_detail');
    // The biller, service type and county are kept once (the server-rendered page carries this
    // state), and the selectors give back the API's shapes.
    const { billers, serviceTypes, counties, countyMedians } = store.getState().listings;
    expect([billers, serviceTypes, counties, countyMedians].map((table) => Object.keys(table).length)).toEqual([
      1, 1, 1, 1,
    ]);
    expect(accounts[42]).not.toHaveProperty('provider');
    expect(selectAccounts(store.getState())[42]).toEqual(accountDetail(42));
    expect(selectListings(store.getState())?.[41]).toEqual(listing(42));
    // Unchanged entries come back as the same objects, so their rows do not render again.
    expect(selectAccounts(store.getState())[42]).toBe(selectAccounts(store.getState())[42]);
    const accountCalls = server.requests.filter((request) => request.startsWith('GET /accounts'));
    expect(accountCalls).toHaveLength(3);
    expect(accountCalls.every((request) => request.startsWith('GET /accounts/list'))).toBe(true);
    expect(reported).toEqual([]);
  });

  it('fetch only the account details that are not cached', async () => {
    const { store } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => Object.keys(store.getState().listings.accounts).length === TOTAL_LISTINGS);
    server.requests.length = 0;
    // Another mirror of the same signed-in state changes nothing and fetches nothing.
    store.dispatch(sharedDataChanged(signedIn()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });

  it('are cleared with the account cache when the auth level changes (logout)', async () => {
    const { store } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => Object.keys(store.getState().listings.accounts).length === TOTAL_LISTINGS);
    store.dispatch(sharedDataChanged(signedOut));
    expect(store.getState().listings).toEqual(listingsSlice.getInitialState());
  });

  it('filled with the bills due soonest, slim, rebuild the API shapes, then load in full', async () => {
    embedDetails = true;
    const { store } = createTestStore(server.baseURL);
    const otherBiller = { id: 9, slug: 'water-co', name: 'Water Co' };
    // What the server's /u/bills page puts in its store: GET /accounts/due_soonest's answer.
    const details = [5, 2, 3].map((id) => ({
      ...accountDetail(id),
      due_date: '2026-12-01',
      ...(id === 2 ? { provider: otherBiller } : {}),
    }));
    const { county, ...median } = accountDetail(1).county_median;
    store.dispatch(
      billsDueSoonestLoaded({
        total_count: 5,
        user: { id: 7, username: 'ada' },
        accounts: details.map(({ provider, service_type: type, county_median: _median, ...rest }) => ({
          ...rest,
          provider_id: provider.id,
          service_type_id: type.id,
        })),
        billers: [accountDetail(1).provider, otherBiller],
        service_types: [accountDetail(1).service_type],
        county,
        county_medians: [{ service_type_id: 1, ...median }],
      }),
    );

    const state = store.getState();
    expect(state.listings.status).toBe('loaded');
    expect(state.listings.totalListings).toBe(5);
    expect(selectListingsCount(state)).toBe(5);
    // The components get the API's shapes, as from /accounts/list and /accounts/{id}.
    expect(selectAccounts(state)).toEqual(Object.fromEntries(details.map((d) => [d.id, d])));
    expect(selectListings(state)?.find((item) => item.id === 2)).toEqual({
      ...listing(2),
      provider: { ...otherBiller, service_type: listing(2).provider.service_type },
    });

    // In the browser, the bridge's first mirror loads the whole list.
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => store.getState().listings.totalListings === null);
    expect(store.getState().listings.list).toHaveLength(TOTAL_LISTINGS);
    expect(Object.keys(store.getState().listings.accounts)).toHaveLength(TOTAL_LISTINGS);
    expect(selectListingsCount(store.getState())).toBe(TOTAL_LISTINGS);
  });

  it('filled with all the bills there are, do not load them again', () => {
    const { store } = createTestStore(server.baseURL);
    store.dispatch(
      billsDueSoonestLoaded({
        total_count: 0,
        user: { id: 7, username: 'ada' },
        accounts: [],
        billers: [],
        service_types: [],
        county: null,
        county_medians: [],
      }),
    );
    expect(store.getState().listings).toMatchObject({ list: [], totalListings: null });
  });

  it('do not load below Auth3', async () => {
    const { store } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn({ isLoggedIn: false })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });

  it('reload when the list is limited (its first entry has no user)', async () => {
    const { store } = createTestStore(server.baseURL);
    const limited = [{ ...listing(1), user: null }];
    store.dispatch(loadListings.fulfilled({ list: limited, accounts: [] }, 'preloaded'));
    expect(isLimited(store.getState().listings.list)).toBe(true);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => store.getState().listings.list?.length === TOTAL_LISTINGS);
    expect(isLimited(store.getState().listings.list)).toBe(false);
  });

  it('report a listing failure and clear the listings so a retry is possible', async () => {
    failAccountsList = true;
    const { store, reported } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => store.getState().listings.status === 'failed');
    expect(store.getState().listings.list).toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.context).toEqual({ action: 'listings/load/rejected' });
  });

  it('report an account failure and drop that cache entry', async () => {
    failingAccountId = 5;
    const { store, reported } = createTestStore(server.baseURL);
    store.dispatch(sharedDataChanged(signedIn()));
    await settle(() => Object.keys(store.getState().listings.accounts).length === TOTAL_LISTINGS - 1);
    await settle(() => reported.length === 1);
    expect(store.getState().listings.accounts[5]).toBeUndefined();
    expect(store.getState().listings.accountStatus[5]).toBe('failed');
    expect(reported[0]?.context).toEqual({ action: 'listings/loadAccountDetail/rejected' });
  });
});
