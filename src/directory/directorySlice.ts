import { createAsyncThunk, createSlice, type ActionReducerMapBuilder, type AsyncThunk } from '@reduxjs/toolkit';
import type { ServiceType, ServiceTypeGroup } from '../api/directoryApi.js';
import type { LoadStatus } from '../store/loadStatus.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const directoryApi = onFirstCall(async () => (await import('../api/directoryApi.js')).directoryApiOf);

// Service types and groups (docs/product.md#directory): loaded once and cached; during server
// rendering when a page needs them, and then not fetched again after hydration.
export const sliceName = 'directory';

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

/** A list the directory caches: its field in the state, beside `${list}Status`. */
type CachedList = 'serviceTypes' | 'serviceTypeGroups';

type ListLoad<List extends CachedList> = AsyncThunk<NonNullable<DirectoryState[List]>, void, ThunkConfig>;

const needsLoading = (status: LoadStatus) => status === 'idle' || status === 'failed';

/**
 * Both lists load the same way: at most one request while none has answered, none once one has,
 * and again after a failure.
 */
function createListLoad<List extends CachedList>(
  list: List,
  typePrefix: string,
  fetch: (extra: ThunkExtra) => Promise<NonNullable<DirectoryState[List]>>,
): ListLoad<List> {
  return createAsyncThunk<NonNullable<DirectoryState[List]>, void, ThunkConfig>(
    typePrefix,
    (_argument, { extra }) => fetch(extra),
    {
      condition: (_argument, { getState }) => needsLoading(getState().directory[`${list}Status`]),
    },
  );
}

/** Where a list's load leaves the state; written once for both lists. */
function addListLoadCases<List extends CachedList>(
  builder: ActionReducerMapBuilder<DirectoryState>,
  list: List,
  load: ListLoad<List>,
): void {
  const status = `${list}Status` as const satisfies keyof DirectoryState;
  // The two lists' types differ; their payloads are written through one view of both.
  type Lists = Record<List, DirectoryState[List]>;
  builder
    .addCase(load.pending, (state) => {
      state[status] = 'loading';
    })
    .addCase(load.fulfilled, (state, { payload }) => {
      (state as Lists)[list] = payload;
      state[status] = 'loaded';
    })
    .addCase(load.rejected, (state, { meta }) => {
      if (meta.condition) return;
      // docs/product.md#error-page: reset the cache so a retry is possible.
      (state as Lists)[list] = null as DirectoryState[List];
      state[status] = 'failed';
    });
}

export const loadServiceTypes = createListLoad('serviceTypes', `${sliceName}/loadServiceTypes`, (extra) =>
  directoryApi(extra).serviceTypes(),
);

export const loadServiceTypeGroups = createListLoad(
  'serviceTypeGroups',
  `${sliceName}/loadServiceTypeGroups`,
  (extra) => directoryApi(extra).serviceTypeGroups(),
);

export const directorySlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addListLoadCases(builder, 'serviceTypes', loadServiceTypes);
    addListLoadCases(builder, 'serviceTypeGroups', loadServiceTypeGroups);
  },
  selectors: {
    selectServiceTypes: (state) => state.serviceTypes,
    selectServiceTypeGroups: (state) => state.serviceTypeGroups,
  },
});

export const { selectServiceTypes, selectServiceTypeGroups } = directorySlice.selectors;
