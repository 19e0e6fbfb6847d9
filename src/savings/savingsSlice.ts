import type { SavingsResponse } from '../api/contracts/savingsContract.js';
import { createMemberReportSlice } from '../membership/memberReportSlice.js';

// The member's bills against their area's medians (docs/product.md#savings), as GET /savings last
// answered.
export const sliceName = 'savings';

export const { slice: savingsSlice, load: loadSavings } = createMemberReportSlice<
  typeof sliceName,
  SavingsResponse
>(sliceName, (extra) => extra.savingsApi.comparisons());
