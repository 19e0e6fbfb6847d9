import { createSharedDataMirror } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData } from '../shared-data/sharedDataDefaults.js';

// Mirrors engagementData of the shared data store (docs/product.md#engagement-data).
export const sliceName = 'engagement';

export const engagementSlice = createSharedDataMirror(sliceName, 'engagementData', defaultEngagementData, {
  selectEngagement: (state) => state,
});

export const { selectEngagement } = engagementSlice.selectors;
