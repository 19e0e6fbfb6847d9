import { createSelector, createSlice } from '@reduxjs/toolkit';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { emptyUserData } from '../shared-data/sharedDataDefaults.js';
import type { UserData } from '../shared-data/sharedDataTypes.js';

// Mirrors userData of the container's shared data store (docs/product.md#shared-data-store), plus
// whether the app is ready and the session manager says the user is logged in, which together give
// the auth level (docs/product.md#auth-levels).
export const sliceName = 'user';

export type UserState = UserData & { isAppReady: boolean; isLoggedIn: boolean };

const initialState: UserState = { ...emptyUserData, isAppReady: false, isLoggedIn: false };

export type AuthLevel = 'unknown' | 'Auth0' | 'Auth1' | 'Auth3';

export const userSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sharedDataChanged, (_state, { payload }) => ({
      ...payload.userData,
      isAppReady: payload.isAppReady,
      isLoggedIn: payload.isLoggedIn,
    }));
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectUsername: (state) => state.username,
    selectIsAppReady: (state) => state.isAppReady,
  },
});

export const { selectUserId, selectUsername, selectIsAppReady } = userSlice.selectors;

/**
 * docs/product.md#auth-levels: 'unknown' until isAppReady; then Auth3 when logged in with a userId,
 * Auth1 with a userId but not logged in, Auth0 without a userId.
 */
export function authLevelOf(user: UserState): AuthLevel {
  if (!user.isAppReady) return 'unknown';
  if (!user.userId) return 'Auth0';
  return user.isLoggedIn ? 'Auth3' : 'Auth1';
}

export const selectAuthLevel = createSelector([(state: { user: UserState }) => state.user], authLevelOf);
