import type { CreditScoreResponse } from '../api/contracts/creditScoreContract.js';
import { createMemberReportSlice } from '../membership/memberReportSlice.js';
import { creditScoreApi } from '../api/apiModules.js';

// The member's credit report (docs/product.md#credit-score), as GET /credit_score last answered.
export const sliceName = 'creditScore';

const { slice, load } = createMemberReportSlice<typeof sliceName, CreditScoreResponse>(
  sliceName,
  (extra) => creditScoreApi(extra).report(),
);

export const creditScoreSlice = slice;
export const loadCreditScore = load;
