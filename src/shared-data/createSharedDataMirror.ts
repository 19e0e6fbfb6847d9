import { createSlice, type SliceSelectors } from '@reduxjs/toolkit';
import { sharedDataChanged, type SharedDataChangedPayload } from './sharedDataChanged.js';

type MirroredPart = 'locationData' | 'engagementData';

/**
 * A slice that mirrors one part of the shared data store as it is
 * (docs/product.md#shared-data-store: mirrored through one bridge): it holds what the bridge last
 * dispatched and nothing of its own, so the location and engagement mirrors follow one rule.
 */
export function createSharedDataMirror<
  Name extends string,
  Part extends MirroredPart,
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
