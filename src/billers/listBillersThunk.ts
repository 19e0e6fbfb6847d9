import { createAsyncThunk } from '@reduxjs/toolkit';
import type { BillerListQuery, BillerSearchResponse } from '../api/contracts/directoryContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const directoryApi = onFirstCall(async () => (await import('../api/directoryApi.js')).directoryApiOf);

/**
 * One page of billers for the search page as the visitor types (docs/product.md#search-page).
 * Aborting the thunk cancels its request: a newer search replaces it. Failures other than that
 * cancel are reported.
 */
export const listBillers = createAsyncThunk<BillerSearchResponse, BillerListQuery, { extra: ThunkExtra }>(
  'billers/listBillers',
  async (query, { extra, signal }) => {
    try {
      return await directoryApi(extra).listBillers(query, signal);
    } catch (error) {
      if (!signal.aborted) extra.reportError(error, { action: 'billers/listBillers' });
      throw error;
    }
  },
);
