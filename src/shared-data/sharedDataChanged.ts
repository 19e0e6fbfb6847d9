import { createAction, createSlice, type SliceSelectors } from '@reduxjs/toolkit';
import type { EngagementData, LocationData, UserData } from './sharedDataTypes.js';

/**
 * The one action through which shared data reach Redux (docs/product.md#shared-data-store: mirrored
 * through one bridge). The user, location and engagement slices each take their part.
 */
export type SharedDataChangedPayload = {
  isAppReady: boolean;
  isLoggedIn: boolean;
  userData: UserData;
  locationData: LocationData;
  engagementData: EngagementData;
};

export const sharedDataChanged = createAction<SharedDataChangedPayload>('sharedData/changed');

/**
 * A slice that holds one part of the shared data as the bridge last dispatched it, and nothing of
 * its own: the location and engagement mirrors. Beside the action rather than in a module of its
 * own, so the pages' first load gets no module more (docs/performance.md#bundle-budget).
 */
export function createSharedDataMirror<
  Name extends string,
  Part extends 'locationData' | 'engagementData',
  Selectors extends SliceSelectors<SharedDataChangedPayload[Part]>,
>(name: Name, part: Part, initialState: SharedDataChangedPayload[Part], selectors: Selectors) {
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder.addCase(sharedDataChanged, (_state, { payload }) => payload[part]);
    },
    selectors,
  });
}
