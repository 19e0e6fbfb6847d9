import { createSlice } from '@reduxjs/toolkit';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData } from '../shared-data/sharedDataDefaults.js';

// Mirrors engagementData of the shared data store (docs/product.md#engagement-data).
export const sliceName = 'engagement';

export const engagementSlice = createSlice({
  name: sliceName,
  initialState: defaultEngagementData,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sharedDataChanged, (_state, { payload }) => payload.engagementData);
  },
  selectors: {
    selectEngagement: (state) => state,
  },
});

export const { selectEngagement } = engagementSlice.selectors;
