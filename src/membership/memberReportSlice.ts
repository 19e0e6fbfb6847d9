import { createAction, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiFailureOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import { MEMBERSHIP_REQUIRED } from '../api/contracts/membershipContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { ThunkExtra } from '../store/thunkExtra.js';

// A doxoPLUS member's read-only report (credit score, savings), as the API last answered it. A
// non-member's 403 `membership_required` is a status of its own, not a failure: the screen then
// shows its preview (docs/product.md#member-features).

export type MemberLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'membership_required';

export type MemberReportState<Report> = {
  report: Report | null;
  status: MemberLoadStatus;
  failure: ApiErrorBody | null;
};

/**
 * The user became a member or stopped being one (docs/product.md#member-segment): every member
 * screen's data, or its "membership required", is stale and is read again.
 */
export const memberDataReset = createAction('memberFeatures/reset');

/** Where a failed member call leaves a screen: the preview for a non-member, else a failure. */
export function statusAfterFailure(failure: ApiErrorBody): MemberLoadStatus {
  return failure.code === MEMBERSHIP_REQUIRED ? 'membership_required' : 'failed';
}

/** A slice, its load thunk and selectors for one member report read with `fetch`. */
export function createMemberReportSlice<Name extends string, Report>(
  name: Name,
  fetch: (extra: ThunkExtra) => Promise<Report>,
) {
  type State = MemberReportState<Report>;
  const initialState: State = { report: null, status: 'idle', failure: null };
  const load = createAsyncThunk<
    Report,
    void,
    { state: Record<Name, State>; extra: ThunkExtra; rejectValue: ApiErrorBody }
  >(
    `${name}/load`,
    async (_argument, { extra, rejectWithValue }) => {
      try {
        return await fetch(extra);
      } catch (error) {
        const failure = apiFailureOf(error);
        if (statusAfterFailure(failure) === 'failed') {
          extra.reportError(error, { operation: `${name}.load` });
        }
        return rejectWithValue(failure);
      }
    },
    {
      condition: (_argument, { getState }) => {
        const { status } = getState()[name];
        return status === 'idle' || status === 'failed';
      },
    },
  );
  const slice = createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        // Signed out: nothing of the previous user's report stays in the store.
        .addCase(sharedDataChanged, (state, { payload }) =>
          payload.isLoggedIn ? state : initialState,
        )
        .addCase(memberDataReset, () => initialState)
        .addCase(load.pending, (state) => {
          state.status = 'loading';
          state.failure = null;
        })
        .addCase(load.fulfilled, (_state, { payload }): State => ({
          report: payload,
          status: 'loaded',
          failure: null,
        }))
        .addCase(load.rejected, (_state, { payload, meta }): State | undefined => {
          if (meta.condition || !payload) return undefined;
          return { report: null, status: statusAfterFailure(payload), failure: payload };
        });
    },
  });
  return { slice, load };
}
