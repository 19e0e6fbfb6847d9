import { createSlice } from '@reduxjs/toolkit';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { emptyLocationData } from '../shared-data/sharedDataDefaults.js';

// Mirrors locationData of the shared data store (docs/product.md#location-data).
export const sliceName = 'location';

export const locationSlice = createSlice({
  name: sliceName,
  initialState: emptyLocationData,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sharedDataChanged, (_state, { payload }) => payload.locationData);
  },
  selectors: {
    selectLocationHierarchy: (state) => state.hierarchy,
    selectLocationData: (state) => state,
  },
});

export const { selectLocationHierarchy, selectLocationData } = locationSlice.selectors;
