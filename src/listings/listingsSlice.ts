import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { AccountDetail, Listing } from '../api/accountsApi.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import type { UserState } from '../user/userSlice.js';

// Listings and the account detail cache (SPEC §3, §4, §7, §8).
export const sliceName = 'listings';

/** SPEC §7/§9: pages of 100, at most 100 pages. */
export const LISTINGS_PAGE_SIZE = 100;
export const LISTINGS_MAX_PAGE = 100;
/** Account details load a few at a time, so a user with 300 bills doesn't open 300 requests. */
export const ACCOUNT_DETAIL_CONCURRENCY = 4;

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type ListingsState = {
  list: Listing[] | null;
  status: LoadStatus;
  accounts: Record<number, AccountDetail>;
  /** Where each account's detail stands; a failed one is not cached, so a retry is possible. */
  accountStatus: Record<number, 'loading' | 'loaded' | 'failed'>;
};

const initialState: ListingsState = { list: null, status: 'idle', accounts: {}, accountStatus: {} };

type ThunkConfig = {
  state: { listings: ListingsState; user: UserState };
  extra: ThunkExtra;
};

/** SPEC §3: the list is "limited" when its first entry has no user. */
export function isLimited(list: readonly Listing[] | null): boolean {
  const first = list?.[0];
  return first !== undefined && !first.user;
}

export type ListingsLoaded = { list: Listing[]; accounts: AccountDetail[] };

/**
 * SPEC §4/§7: every page of /accounts/list, following `starting_after` until has_more is false.
 * Each page is asked to carry its account details (issue 12), which go to the account cache, so
 * the bills screen needs no request per bill; an API that leaves them out gets the per-listing
 * fetches of loadAccountDetails.
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
      const result = await extra.accountsApi.listAccounts({
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
  (id, { extra }) => extra.accountsApi.getAccount(id),
  {
    condition: (id, { getState }) =>
      !(id in getState().listings.accounts) && getState().listings.accountStatus[id] !== 'loading',
  },
);

export const listingsSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    /** SPEC §4: on an auth level change (except to Auth3) and on logout. */
    listingsCleared: () => initialState,
    /** A bill changed by the user (issue 13): the API's new account detail replaces the cached. */
    accountUpdated: (state, { payload }: { payload: AccountDetail }) => {
      state.accounts[payload.id] = payload;
      state.accountStatus[payload.id] = 'loaded';
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
        state.list = payload.list;
        state.status = 'loaded';
        for (const detail of payload.accounts) {
          state.accounts[detail.id] = detail;
          state.accountStatus[detail.id] = 'loaded';
        }
      })
      .addCase(loadListings.rejected, (state) => {
        // SPEC §8: a listing failure also clears the listings, so a retry starts clean.
        state.list = null;
        state.status = 'failed';
      })
      .addCase(loadAccountDetail.pending, (state, { meta }) => {
        state.accountStatus[meta.arg] = 'loading';
      })
      .addCase(loadAccountDetail.fulfilled, (state, { payload, meta }) => {
        state.accounts[meta.arg] = payload;
        state.accountStatus[meta.arg] = 'loaded';
      })
      .addCase(loadAccountDetail.rejected, (state, { meta }) => {
        // SPEC §8: nothing is cached for a failed account, so a retry is possible.
        if (meta.condition) return;
        state.accountStatus[meta.arg] = 'failed';
      });
  },
  selectors: {
    selectListings: (state) => state.list,
    selectListingsStatus: (state) => state.status,
    selectAccounts: (state) => state.accounts,
    selectAccountStatus: (state) => state.accountStatus,
  },
});

export const { listingsCleared, accountUpdated } = listingsSlice.actions;
export const { selectListings, selectListingsStatus, selectAccounts, selectAccountStatus } =
  listingsSlice.selectors;
