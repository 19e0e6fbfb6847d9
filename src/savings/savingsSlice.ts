import type { SavingsResponse } from '../api/contracts/savingsContract.js';
import { createMemberReportSlice } from '../membership/memberReportSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';
import { rootReducer } from '../store/createStore.js';

const savingsApi = onFirstCall(async () => (await import('../api/savingsApi.js')).savingsApiOf);

// The member's bills against their area's medians (docs/product.md#savings), as GET /savings last
// answered.
export const sliceName = 'savings';

export const { slice: savingsSlice, load: loadSavings } = createMemberReportSlice<typeof sliceName, SavingsResponse>(
  sliceName,
  (extra) => savingsApi(extra).comparisons(),
);

// In the store once this module loads (src/store/createStore.ts); its initial state until then.
export const selectSavings = savingsSlice.injectInto(rootReducer).selectSlice;
