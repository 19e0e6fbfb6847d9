import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import type { AccountDetail, Listing } from '../api/accountsApi.js';
import type { BillsDueSoonestResponse, CountyMedian, SlimAccountDetail } from '../api/contracts/accountsContract.js';
import type { ServiceTypeSummary } from '../api/contracts/directoryContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import type { UserState } from '../user/userSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const accountsApi = onFirstCall(async () => (await import('../api/accountsApi.js')).accountsApiOf);

// Listings and the account detail cache (docs/product.md#account-cache).
export const sliceName = 'listings';

/** docs/product.md#loading-listings: pages of 100, at most 100 pages. */
export const LISTINGS_PAGE_SIZE = 100;
export const LISTINGS_MAX_PAGE = 100;
/** Account details load a few at a time, so a user with 300 bills doesn't open 300 requests. */
export const ACCOUNT_DETAIL_CONCURRENCY = 4;

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

type ServiceTypeGroup = AccountDetail['service_type']['service_type_group'];
type County = NonNullable<CountyMedian['county']>;

/**
 * The state keeps each biller, service type and county once, referenced by id, instead of a copy
 * in every listing and account detail: the server renders /u/bills with this state in the page,
 * and the copies were most of its JSON (a 280-bill account's state went from 288 KB to the figure
 * in the README). The selectors below hand components the API's shapes, as before.
 */
type StoredListing = Omit<Listing, 'provider'> & { provider_id: number; service_type_id: number };
type StoredAccount = SlimAccountDetail;
/** The county median depends only on the user's county and the bill's service type. */
type StoredCountyMedian = Omit<CountyMedian, 'county'> & { county: string | null };

export type ListingsState = {
  list: StoredListing[] | null;
  status: LoadStatus;
  accounts: Record<number, StoredAccount>;
  /** Where each account's detail stands; a failed one is not cached, so a retry is possible. */
  accountStatus: Record<number, 'loading' | 'loaded' | 'failed'>;
  billers: Record<number, AccountDetail['provider']>;
  /** A service type's group is known once an account detail with that type has arrived. */
  serviceTypes: Record<number, ServiceTypeSummary & { service_type_group?: ServiceTypeGroup }>;
  /** By hierarchy. */
  counties: Record<string, County>;
  /** By service type id: the user's county median for it (docs/product.md#county-median). */
  countyMedians: Record<number, StoredCountyMedian>;
  /**
   * Set while the store holds only the bills due soonest (what the server puts in the /u/bills
   * page): how many the user has in all. The browser then loads the whole list after hydration.
   */
  totalListings: number | null;
};

const initialState: ListingsState = {
  list: null,
  status: 'idle',
  accounts: {},
  accountStatus: {},
  billers: {},
  serviceTypes: {},
  counties: {},
  countyMedians: {},
  totalListings: null,
};

/** Bills due soonest first; bills with no due date, or whose detail is missing, last. */
export function compareDueFirst(
  left: { id: number; due: string | null | undefined },
  right: { id: number; due: string | null | undefined },
): number {
  return (left.due ?? '9999-12-31').localeCompare(right.due ?? '9999-12-31') || left.id - right.id;
}

function storeServiceType(
  state: ListingsState,
  { id, slug, name, icon }: ServiceTypeSummary,
  group?: ServiceTypeGroup,
): void {
  const known = state.serviceTypes[id]?.service_type_group;
  const serviceTypeGroup = group ?? known;
  state.serviceTypes[id] = {
    id,
    slug,
    name,
    icon,
    ...(serviceTypeGroup ? { service_type_group: serviceTypeGroup } : {}),
  };
}

function storeListing(state: ListingsState, listing: Listing): StoredListing {
  const { provider, ...rest } = listing;
  const { service_type: serviceType, ...biller } = provider;
  state.billers[biller.id] = biller;
  storeServiceType(state, serviceType);
  return { ...rest, provider_id: biller.id, service_type_id: serviceType.id };
}

function storeAccount(state: ListingsState, detail: AccountDetail): void {
  const { provider, service_type: serviceType, county_median: median, ...rest } = detail;
  const { service_type_group: group, ...type } = serviceType;
  state.billers[provider.id] = provider;
  storeServiceType(state, type, group);
  if (median.county) state.counties[median.county.hierarchy] = median.county;
  state.countyMedians[serviceType.id] = { ...median, county: median.county?.hierarchy ?? null };
  state.accounts[detail.id] = {
    ...rest,
    provider_id: provider.id,
    service_type_id: serviceType.id,
  };
  state.accountStatus[detail.id] = 'loaded';
}

type ThunkConfig = {
  state: { listings: ListingsState; user: UserState };
  extra: ThunkExtra;
};

/** docs/product.md#limited-listings: the list is "limited" when its first entry has no user. */
export function isLimited(list: readonly Pick<Listing, 'user'>[] | null): boolean {
  const first = list?.[0];
  return first !== undefined && !first.user;
}

export type ListingsLoaded = { list: Listing[]; accounts: AccountDetail[] };

/**
 * docs/product.md#loading-listings: every page of /accounts/list, following `starting_after` until
 * has_more is false. Each page is asked to carry its account details
 * (docs/performance.md#bills-page-state), which go to the account cache, so the bills screen needs
 * no request per bill; an API that leaves them out gets the per-listing fetches of
 * loadAccountDetails.
 */
export const loadListings = createAsyncThunk<ListingsLoaded, void, ThunkConfig>(
  `${sliceName}/load`,
  async (_argument, { getState, extra }) => {
    const userId = getState().user.userId;
    if (!userId) throw new Error('Listings need a signed-in user.');
    const list: Listing[] = [];
    const accounts: AccountDetail[] = [];
    let startingAfter: string | undefined;
    for (let page = 0; page < LISTINGS_MAX_PAGE; page += 1) {
      const result = await accountsApi(extra).listAccounts({
        user: userId,
        limit: LISTINGS_PAGE_SIZE,
        max_page: LISTINGS_MAX_PAGE,
        ...(startingAfter ? { starting_after: startingAfter } : {}),
        include: 'account_detail',
      });
      // The list keeps the listing alone; the detail lives once, in the account cache.
      for (const { account_detail: detail, ...listing } of result.list) {
        list.push(listing);
        if (detail) accounts.push(detail);
      }
      if (!result.has_more || !result.starting_after) break;
      startingAfter = result.starting_after;
    }
    return { list, accounts };
  },
  { condition: (_argument, { getState }) => getState().listings.status !== 'loading' },
);

/** Fetches, a few at a time, each listing's account detail that is neither cached nor in flight. */
export const loadAccountDetails = createAsyncThunk<void, void, ThunkConfig>(
  `${sliceName}/loadAccountDetails`,
  async (_argument, { getState, dispatch }) => {
    const { list, accounts, accountStatus } = getState().listings;
    const ids = (list ?? [])
      .map((listing) => listing.account?.id)
      .filter((id): id is number => id !== undefined)
      .filter((id) => !(id in accounts) && accountStatus[id] !== 'loading');
    const queue = [...new Set(ids)];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await dispatch(loadAccountDetail(id));
      }
    };
    await Promise.all(Array.from({ length: ACCOUNT_DETAIL_CONCURRENCY }, worker));
  },
);

export const loadAccountDetail = createAsyncThunk<AccountDetail, number, ThunkConfig>(
  `${sliceName}/loadAccountDetail`,
  (id, { extra }) => accountsApi(extra).getAccount(id),
  {
    condition: (id, { getState }) =>
      !(id in getState().listings.accounts) && getState().listings.accountStatus[id] !== 'loading',
  },
);

export const listingsSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    /** docs/product.md#auth-levels: on an auth level change (except to Auth3) and on logout. */
    listingsCleared: () => initialState,
    /**
     * The server's /u/bills page: the bills it shows first, already slim
     * (docs/product.md#bills-shown-first). When there are more, `totalListings` says how many, and
     * the browser loads the whole list after hydration.
     */
    billsDueSoonestLoaded: (state, { payload }: { payload: BillsDueSoonestResponse }) => {
      for (const biller of payload.billers) state.billers[biller.id] = biller;
      for (const { service_type_group: group, ...type } of payload.service_types) {
        storeServiceType(state, type, group);
      }
      if (payload.county) state.counties[payload.county.hierarchy] = payload.county;
      for (const { service_type_id: serviceTypeId, ...median } of payload.county_medians) {
        state.countyMedians[serviceTypeId] = {
          ...median,
          county: payload.county?.hierarchy ?? null,
        };
      }
      // In id order, as the whole list is kept: the bills list sorts what it shows.
      const byId = [...payload.accounts].sort((left, right) => left.id - right.id);
      state.list = byId.map((account) => ({
        id: account.id,
        user: payload.user,
        account: {
          id: account.id,
          nickname: account.nickname,
          masked_account_number: account.masked_account_number,
        },
        provider_id: account.provider_id,
        service_type_id: account.service_type_id,
      }));
      for (const account of payload.accounts) {
        state.accounts[account.id] = account;
        state.accountStatus[account.id] = 'loaded';
      }
      state.status = 'loaded';
      state.totalListings = payload.total_count > payload.accounts.length ? payload.total_count : null;
    },
    /** A bill changed by the user (docs/product.md#bills): the API's new account detail replaces the cached. */
    accountUpdated: (state, { payload }: { payload: AccountDetail }) => {
      storeAccount(state, payload);
      const listing = state.list?.find((item) => item.id === payload.id);
      if (listing?.account) listing.account.nickname = payload.nickname;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadListings.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadListings.fulfilled, (state, { payload }) => {
        state.list = payload.list.map((listing) => storeListing(state, listing));
        state.status = 'loaded';
        state.totalListings = null;
        for (const detail of payload.accounts) storeAccount(state, detail);
      })
      .addCase(loadListings.rejected, (state) => {
        // docs/product.md#load-failures: a listing failure also clears the listings, so a retry
        // starts clean.
        state.list = null;
        state.status = 'failed';
      })
      .addCase(loadAccountDetail.pending, (state, { meta }) => {
        state.accountStatus[meta.arg] = 'loading';
      })
      .addCase(loadAccountDetail.fulfilled, (state, { payload }) => {
        storeAccount(state, payload);
      })
      .addCase(loadAccountDetail.rejected, (state, { meta }) => {
        // docs/product.md#load-failures: nothing is cached for a failed account, so a retry is
        // possible.
        if (meta.condition) return;
        state.accountStatus[meta.arg] = 'failed';
      });
  },
  selectors: {
    selectListingsStatus: (state) => state.status,
    selectAccountStatus: (state) => state.accountStatus,
  },
});

type RootState = { listings: ListingsState };

/**
 * The API's shapes rebuilt from the stored references. Each stored entry keeps its rebuilt object
 * (immer leaves unchanged entries as they were), so a row whose bill did not change gets the
 * same object and its memoized cells do not render again.
 */
const rebuiltListings = new WeakMap<StoredListing, Listing>();
// An account's county median is shared by its service type: rebuilt again when that changes.
const rebuiltAccounts = new WeakMap<
  StoredAccount,
  { median: StoredCountyMedian | undefined; account: AccountDetail }
>();

function serviceTypeSummary(state: ListingsState, id: number): ServiceTypeSummary {
  const { slug = '', name = '', icon = '' } = state.serviceTypes[id] ?? {};
  return { id, slug, name, icon };
}

function rebuildListing(state: ListingsState, stored: StoredListing): Listing {
  let listing = rebuiltListings.get(stored);
  if (!listing) {
    const { provider_id: providerId, service_type_id: serviceTypeId, ...rest } = stored;
    const biller = state.billers[providerId] ?? { id: providerId, slug: '', name: '' };
    listing = {
      ...rest,
      provider: { ...biller, service_type: serviceTypeSummary(state, serviceTypeId) },
    };
    rebuiltListings.set(stored, listing);
  }
  return listing;
}

function rebuildAccount(state: ListingsState, stored: StoredAccount): AccountDetail {
  const median = state.countyMedians[stored.service_type_id];
  const cached = rebuiltAccounts.get(stored);
  if (cached && cached.median === median) return cached.account;
  const { provider_id: providerId, service_type_id: serviceTypeId, ...rest } = stored;
  const group = state.serviceTypes[serviceTypeId]?.service_type_group ?? {
    id: 0,
    slug: '',
    name: '',
  };
  const account: AccountDetail = {
    ...rest,
    provider: state.billers[providerId] ?? { id: providerId, slug: '', name: '' },
    service_type: { ...serviceTypeSummary(state, serviceTypeId), service_type_group: group },
    county_median: median
      ? {
          ...median,
          county: median.county === null ? null : (state.counties[median.county] ?? null),
        }
      : { county: null, days: 0, enough_data: false, median_cents: null },
  };
  rebuiltAccounts.set(stored, { median, account });
  return account;
}

const selectListingsState = (state: RootState) => state.listings;

export const selectListings = createSelector(
  [selectListingsState],
  (state): Listing[] | null => state.list?.map((stored) => rebuildListing(state, stored)) ?? null,
);

export const selectAccounts = createSelector([selectListingsState], (state): Record<number, AccountDetail> =>
  Object.fromEntries(Object.values(state.accounts).map((stored) => [stored.id, rebuildAccount(state, stored)])),
);

export const { listingsCleared, billsDueSoonestLoaded, accountUpdated } = listingsSlice.actions;
export const { selectListingsStatus, selectAccountStatus } = listingsSlice.selectors;

/** How many bills the user has, counting those a trimmed store does not hold yet. */
export const selectListingsCount = (state: RootState): number =>
  state.listings.totalListings ?? state.listings.list?.length ?? 0;
