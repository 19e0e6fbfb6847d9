import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiFailureOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import type {
  IdentityAlert,
  IdentityProtectionResponse,
  MonitoredItemCreatedResponse,
  NewMonitoredItem,
} from '../api/contracts/identityProtectionContract.js';
import {
  addMemberLoadCases,
  readMemberReport,
  statusAfterFailure,
  type MemberLoadStatus,
} from '../membership/memberReportSlice.js';
import type { ThunkExtra } from '../store/thunkExtra.js';

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

type ThunkConfig = {
  state: { identityProtection: IdentityProtectionState };
  extra: ThunkExtra;
  rejectValue: ApiErrorBody;
};

/** `force` reads it again after a change; otherwise a loaded or loading screen is left alone. */
export const loadIdentityProtection = createAsyncThunk<
  IdentityProtectionResponse,
  { force?: boolean } | undefined,
  ThunkConfig
>(
  `${sliceName}/load`,
  (_argument, { extra, rejectWithValue }) =>
    readMemberReport(
      extra,
      (api) => api.identityProtectionApi.monitoring(),
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
  async (_argument, { extra, rejectWithValue }) => {
    try {
      return await extra.identityProtectionApi.openAlerts();
    } catch (error) {
      return rejectWithValue(apiFailureOf(error));
    }
  },
  {
    condition: (_argument, { getState }) => {
      const state = getState().identityProtection;
      return state.openAlerts === null && state.monitoring === null && state.status === 'idle';
    },
  },
);

export type AddMonitoredItemPayload = { item: NewMonitoredItem; idempotencyKey: string };

export const addMonitoredItem = createAsyncThunk<
  MonitoredItemCreatedResponse,
  AddMonitoredItemPayload,
  ThunkConfig
>(
  `${sliceName}/addItem`,
  async ({ item, idempotencyKey }, { extra, dispatch, rejectWithValue }) => {
    try {
      const created = await extra.identityProtectionApi.addItem(item, idempotencyKey);
      await dispatch(loadIdentityProtection({ force: true }));
      return created;
    } catch (error) {
      return rejectWithValue(apiFailureOf(error));
    }
  },
);

export const removeMonitoredItem = createAsyncThunk<number, number, ThunkConfig>(
  `${sliceName}/removeItem`,
  async (id, { extra, dispatch, rejectWithValue }) => {
    try {
      await extra.identityProtectionApi.removeItem(id);
      await dispatch(loadIdentityProtection({ force: true }));
      return id;
    } catch (error) {
      return rejectWithValue(apiFailureOf(error));
    }
  },
);

export const resolveIdentityAlert = createAsyncThunk<IdentityAlert, number, ThunkConfig>(
  `${sliceName}/resolveAlert`,
  async (id, { extra, dispatch, rejectWithValue }) => {
    try {
      const alert = await extra.identityProtectionApi.resolveAlert(id);
      await dispatch(loadIdentityProtection({ force: true }));
      return alert;
    } catch (error) {
      return rejectWithValue(apiFailureOf(error));
    }
  },
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

export const {
  selectIdentityMonitoring,
  selectIdentityStatus,
  selectIdentityFailure,
  selectOpenIdentityAlerts,
} = identityProtectionSlice.selectors;
