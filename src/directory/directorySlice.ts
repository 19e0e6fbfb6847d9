import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ServiceType, ServiceTypeGroup } from '../api/directoryApi.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const directoryApi = onFirstCall(
  async () => (await import('../api/directoryApi.js')).directoryApiOf,
);

// Service types and groups (docs/product.md#directory): loaded once and cached; during server
// rendering when a page needs them, and then not fetched again after hydration.
export const sliceName = 'directory';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type DirectoryState = {
  serviceTypes: ServiceType[] | null;
  serviceTypesStatus: LoadStatus;
  serviceTypeGroups: ServiceTypeGroup[] | null;
  serviceTypeGroupsStatus: LoadStatus;
};

const initialState: DirectoryState = {
  serviceTypes: null,
  serviceTypesStatus: 'idle',
  serviceTypeGroups: null,
  serviceTypeGroupsStatus: 'idle',
};

type ThunkConfig = { state: { directory: DirectoryState }; extra: ThunkExtra };

const needsLoading = (status: LoadStatus) => status === 'idle' || status === 'failed';

export const loadServiceTypes = createAsyncThunk<ServiceType[], void, ThunkConfig>(
  `${sliceName}/loadServiceTypes`,
  (_argument, { extra }) => directoryApi(extra).serviceTypes(),
  { condition: (_argument, { getState }) => needsLoading(getState().directory.serviceTypesStatus) },
);

export const loadServiceTypeGroups = createAsyncThunk<ServiceTypeGroup[], void, ThunkConfig>(
  `${sliceName}/loadServiceTypeGroups`,
  (_argument, { extra }) => directoryApi(extra).serviceTypeGroups(),
  {
    condition: (_argument, { getState }) =>
      needsLoading(getState().directory.serviceTypeGroupsStatus),
  },
);

export const directorySlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadServiceTypes.pending, (state) => {
        state.serviceTypesStatus = 'loading';
      })
      .addCase(loadServiceTypes.fulfilled, (state, { payload }) => {
        state.serviceTypes = payload;
        state.serviceTypesStatus = 'loaded';
      })
      .addCase(loadServiceTypes.rejected, (state, { meta }) => {
        if (meta.condition) return;
        // docs/product.md#error-page: reset the cache so a retry is possible.
        state.serviceTypes = null;
        state.serviceTypesStatus = 'failed';
      })
      .addCase(loadServiceTypeGroups.pending, (state) => {
        state.serviceTypeGroupsStatus = 'loading';
      })
      .addCase(loadServiceTypeGroups.fulfilled, (state, { payload }) => {
        state.serviceTypeGroups = payload;
        state.serviceTypeGroupsStatus = 'loaded';
      })
      .addCase(loadServiceTypeGroups.rejected, (state, { meta }) => {
        if (meta.condition) return;
        state.serviceTypeGroups = null;
        state.serviceTypeGroupsStatus = 'failed';
      });
  },
  selectors: {
    selectServiceTypes: (state) => state.serviceTypes,
    selectServiceTypeGroups: (state) => state.serviceTypeGroups,
  },
});

export const { selectServiceTypes, selectServiceTypeGroups } = directorySlice.selectors;
