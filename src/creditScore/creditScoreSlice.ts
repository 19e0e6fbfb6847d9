import type { CreditScoreResponse } from '../api/contracts/creditScoreContract.js';
import { createMemberReportSlice } from '../membership/memberReportSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';
import { rootReducer } from '../store/createStore.js';

const creditScoreApi = onFirstCall(async () => (await import('../api/creditScoreApi.js')).creditScoreApiOf);

// The member's credit report (docs/product.md#credit-score), as GET /credit_score last answered.
export const sliceName = 'creditScore';

export const { slice: creditScoreSlice, load: loadCreditScore } = createMemberReportSlice<
  typeof sliceName,
  CreditScoreResponse
>(sliceName, (extra) => creditScoreApi(extra).report());

// In the store once this module loads (src/store/createStore.ts); its initial state until then.
export const selectCreditScore = creditScoreSlice.injectInto(rootReducer).selectSlice;
