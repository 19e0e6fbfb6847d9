import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const locationsApi = onFirstCall(async () => (await import('../api/locationsApi.js')).locationsApiOf);

/**
 * One location search through the store's API client (results are not cached: each keystroke asks
 * anew). The client reports failures other than 404 (docs/product.md#location-search); abort()
 * drops a stale one.
 */
export const searchLocations = createAsyncThunk<
  Location[],
  { text: string; type: LocationFilterType },
  { extra: ThunkExtra }
>('insights/searchLocations', async ({ text, type }, { extra }) => {
  const { locations } = await locationsApi(extra).searchLocations(text, type);
  return Object.values(locations).flat();
});
