import {
  createAction,
  createAsyncThunk,
  createSlice,
  type ActionReducerMapBuilder,
  type Draft,
} from '@reduxjs/toolkit';
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

/**
 * A member call's answer, or what its failure leaves: a non-member's 403 is expected (the screen
 * shows its preview); any other failure is reported as `operation`.
 */
export async function readMemberReport<Report, Rejected>(
  extra: ThunkExtra,
  fetch: (extra: ThunkExtra) => Promise<Report>,
  operation: string,
  rejectWithValue: (failure: ApiErrorBody) => Rejected,
): Promise<Report | Rejected> {
  try {
    return await fetch(extra);
  } catch (error) {
    const failure = apiFailureOf(error);
    if (statusAfterFailure(failure) === 'failed') extra.reportError(error, { operation });
    return rejectWithValue(failure);
  }
}

/**
 * The cases every member slice shares: signed out, nothing of the previous user's data stays;
 * the membership changed, it is read again; a load under way clears the last failure. Called
 * after the slice's own cases (a matcher comes after every case).
 */
export function addMemberLoadCases<State extends { status: MemberLoadStatus; failure: ApiErrorBody | null }>(
  builder: ActionReducerMapBuilder<State>,
  initialState: State,
  pending: { type: string; match: (action: unknown) => action is { type: string } },
): void {
  builder
    .addCase(sharedDataChanged, (state, { payload }): Draft<State> | State =>
      payload.isLoggedIn ? state : initialState,
    )
    .addCase(memberDataReset, () => initialState)
    .addMatcher(pending.match, (state) => {
      state.status = 'loading';
      state.failure = null;
    });
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
    // Undefined until the slice's first action after it joins the store (src/store/createStore.ts).
    { state: Partial<Record<Name, State>>; extra: ThunkExtra; rejectValue: ApiErrorBody }
  >(
    `${name}/load`,
    (_argument, { extra, rejectWithValue }) => readMemberReport(extra, fetch, `${name}.load`, rejectWithValue),
    {
      condition: (_argument, { getState }) => {
        const status = getState()[name]?.status ?? 'idle';
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
        .addCase(load.fulfilled, (_state, { payload }): State => ({
          report: payload,
          status: 'loaded',
          failure: null,
        }))
        .addCase(load.rejected, (_state, { payload, meta }): State | undefined => {
          if (meta.condition || !payload) return undefined;
          return { report: null, status: statusAfterFailure(payload), failure: payload };
        });
      addMemberLoadCases(builder, initialState, load.pending);
    },
  });
  return { slice, load };
}
