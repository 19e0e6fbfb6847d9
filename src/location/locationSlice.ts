import { createSharedDataMirror } from '../shared-data/sharedDataChanged.js';
import { emptyLocationData } from '../shared-data/sharedDataDefaults.js';

// Mirrors locationData of the shared data store (docs/product.md#location-data).
export const sliceName = 'location';

export const locationSlice = createSharedDataMirror(sliceName, 'locationData', emptyLocationData, {
  selectLocationHierarchy: (state) => state.hierarchy,
  selectLocationData: (state) => state,
});

export const { selectLocationHierarchy, selectLocationData } = locationSlice.selectors;
