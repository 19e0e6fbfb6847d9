import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { callOrReject } from '../api/callOrReject.js';
import type {
  IdentityAlert,
  IdentityProtectionResponse,
  MonitoredItemCreatedResponse,
  NewMonitoredItem,
} from '../api/contracts/identityProtectionContract.js';
import type { IdentityProtectionApi } from '../api/identityProtectionApi.js';
import {
  addMemberLoadCases,
  readMemberReport,
  statusAfterFailure,
  type MemberLoadStatus,
} from '../membership/memberReportSlice.js';
import type { LoadOptions } from '../store/loadStatus.js';
import type { SliceThunkConfig } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const identityProtectionApi = onFirstCall(
  async () => (await import('../api/identityProtectionApi.js')).identityProtectionApiOf,
);

// A member's identity protection (docs/product.md#identity-protection): monitored items and
// alerts as the API last answered them, and the count of open alerts the navigation shows. The
// server decides; after each change the slice reads its answer again, so the order and the count
// are always the server's.
export const sliceName = 'identityProtection';

export type IdentityProtectionState = {
  monitoring: IdentityProtectionResponse | null;
  status: MemberLoadStatus;
  failure: ApiErrorBody | null;
  /** Open alerts for the navigation, known before the screen's own data is. */
  openAlerts: number | null;
};

const initialState: IdentityProtectionState = {
  monitoring: null,
  status: 'idle',
  failure: null,
  openAlerts: null,
};

type ThunkConfig = SliceThunkConfig<{ identityProtection: IdentityProtectionState }>;

/** `force` reads it again after a change; otherwise a loaded or loading screen is left alone. */
export const loadIdentityProtection = createAsyncThunk<IdentityProtectionResponse, LoadOptions, ThunkConfig>(
  `${sliceName}/load`,
  (_argument, { extra, rejectWithValue }) =>
    readMemberReport(
      extra,
      (api) => identityProtectionApi(api).monitoring(),
      'identityProtection.load',
      rejectWithValue,
    ),
  {
    condition: (argument, { getState }) => {
      const { status } = getState().identityProtection;
      if (status === 'loading') return false;
      return argument?.force === true || status === 'idle' || status === 'failed';
    },
  },
);

/** The navigation's count: once per store, members only (a non-member's 403 leaves none). */
export const loadOpenAlerts = createAsyncThunk<number, void, ThunkConfig>(
  `${sliceName}/loadOpenAlerts`,
  (_argument, { extra, rejectWithValue }) =>
    callOrReject(() => identityProtectionApi(extra).openAlerts(), rejectWithValue),
  {
    condition: (_argument, { getState }) => {
      const state = getState().identityProtection;
      return state.openAlerts === null && state.monitoring === null && state.status === 'idle';
    },
  },
);

export type AddMonitoredItemPayload = { item: NewMonitoredItem; idempotencyKey: string };

/**
 * A change to the monitoring: the server's answer, once the screen has read the server's monitoring
 * again (its order and its count).
 */
function monitoringChange<Result, Argument>(
  name: string,
  change: (api: IdentityProtectionApi, argument: Argument) => Promise<Result>,
) {
  return createAsyncThunk<Result, Argument, ThunkConfig>(
    `${sliceName}/${name}`,
    (argument, { extra, dispatch, rejectWithValue }) =>
      callOrReject(async () => {
        const result = await change(identityProtectionApi(extra), argument);
        await dispatch(loadIdentityProtection({ force: true }));
        return result;
      }, rejectWithValue),
  );
}

export const addMonitoredItem = monitoringChange<MonitoredItemCreatedResponse, AddMonitoredItemPayload>(
  'addItem',
  (api, { item, idempotencyKey }) => api.addItem(item, idempotencyKey),
);

export const removeMonitoredItem = monitoringChange<number, number>('removeItem', async (api, id) => {
  await api.removeItem(id);
  return id;
});

export const resolveIdentityAlert = monitoringChange<IdentityAlert, number>('resolveAlert', (api, id) =>
  api.resolveAlert(id),
);

export const identityProtectionSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadIdentityProtection.fulfilled, (state, { payload }) => {
        state.monitoring = payload;
        state.status = 'loaded';
        state.openAlerts = payload.open_alerts;
      })
      .addCase(loadIdentityProtection.rejected, (state, { payload, meta }) => {
        if (meta.condition || !payload) return;
        state.status = statusAfterFailure(payload);
        state.failure = payload;
        if (state.status === 'membership_required') {
          state.monitoring = null;
          state.openAlerts = null;
        }
      })
      .addCase(loadOpenAlerts.fulfilled, (state, { payload }) => {
        state.openAlerts = payload;
      });
    addMemberLoadCases(builder, initialState, loadIdentityProtection.pending);
  },
  selectors: {
    selectIdentityMonitoring: (state) => state.monitoring,
    selectIdentityStatus: (state) => state.status,
    selectIdentityFailure: (state) => state.failure,
    selectOpenIdentityAlerts: (state) => state.openAlerts,
  },
});

export const { selectIdentityMonitoring, selectIdentityStatus, selectIdentityFailure, selectOpenIdentityAlerts } =
  identityProtectionSlice.selectors;
