import { createAsyncThunk } from '@reduxjs/toolkit';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import type { LocationData } from '../shared-data/sharedDataTypes.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const directoryApi = onFirstCall(async () => (await import('../api/directoryApi.js')).directoryApiOf);

/**
 * Billers by name for the Biller Listing widget's settings and the add-bill form, nearest to the
 * user's location (locationData; docs/product.md#location-data) first; failures are reported.
 */
export const searchBillers = createAsyncThunk<
  BillerSummary[],
  string,
  { extra: ThunkExtra; state: { location: LocationData } }
>('dashboard/searchBillers', async (text, { extra, getState }) => {
  try {
    const near = getState().location.hierarchy ?? undefined;
    return await directoryApi(extra).searchBillers(text, 8, near);
  } catch (error) {
    extra.reportError(error, { action: 'dashboard/searchBillers' });
    throw error;
  }
});
