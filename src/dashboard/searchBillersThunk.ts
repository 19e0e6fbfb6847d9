import { createAsyncThunk } from '@reduxjs/toolkit';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';

/** Billers by name for the Biller Listing widget's settings; failures are reported. */
export const searchBillers = createAsyncThunk<BillerSummary[], string, { extra: ThunkExtra }>(
  'dashboard/searchBillers',
  async (text, { extra }) => {
    try {
      return await extra.directoryApi.searchBillers(text, 8);
    } catch (error) {
      extra.reportError(error, { action: 'dashboard/searchBillers' });
      throw error;
    }
  },
);
