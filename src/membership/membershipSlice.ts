import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { callOrReject } from '../api/callOrReject.js';
import type {
  EnrollRequest,
  Membership,
  MembershipChanges,
  MembershipQuote,
  MembershipResponse,
} from '../api/contracts/membershipContract.js';
import type { MembershipPlanId } from './membershipPlans.js';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { LoadOptions, LoadStatus } from '../store/loadStatus.js';
import type { SliceThunkConfig } from '../store/thunkExtra.js';
import type { WalletState } from '../wallet/walletSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const membershipApi = onFirstCall(async () => (await import('../api/membershipApi.js')).membershipApiOf);

// The primary data source (docs/product.md#primary-data-source): `subscriptions` and `enrollment`
// kept here, `paymentInstruments` in the wallet slice; `selectPrimaryDataSource` gives the three as
// one typed source, which the doxoPLUS screens and their gating read
// (docs/product.md#primary-data-source). The server decides; this slice keeps its last answer.
export const sliceName = 'membership';

export type EnrollmentState = {
  /** The server's figures for the plan under review: price, first charge date, renewal day. */
  quote: MembershipQuote | null;
  /** The membership an enrollment made (the review then shows its confirmation). */
  enrolled: Membership | null;
  failure: ApiErrorBody | null;
};

export type MembershipState = {
  /** The user's doxoPLUS membership, as a list: one at most, empty before the first enrollment. */
  subscriptions: Membership[] | null;
  /** The server's calendar day when it answered (plans' first charge dates count from it). */
  today: string | null;
  status: LoadStatus;
  enrollment: EnrollmentState;
};

const initialState: MembershipState = {
  subscriptions: null,
  today: null,
  status: 'idle',
  enrollment: { quote: null, enrolled: null, failure: null },
};

type ThunkConfig = SliceThunkConfig<{ membership: MembershipState }>;

/** Loads the membership; `{ force: true }` reads it again after a change made elsewhere. */
export const loadMembership = createAsyncThunk<MembershipResponse, LoadOptions, ThunkConfig>(
  `${sliceName}/load`,
  (_argument, { extra, rejectWithValue }) =>
    callOrReject(
      () => membershipApi(extra).get(),
      rejectWithValue,
      (error) => extra.reportError(error, { operation: 'membership.load' }),
    ),
  {
    condition: (argument, { getState }) => {
      const { status } = getState().membership;
      if (argument?.force) return status !== 'loading';
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

/** The review step's figures for `plan` (asked again whenever the plan under review changes). */
export const loadEnrollmentQuote = createAsyncThunk<MembershipQuote, MembershipPlanId, ThunkConfig>(
  `${sliceName}/quote`,
  (plan, { extra, rejectWithValue }) => callOrReject(() => membershipApi(extra).quote(plan), rejectWithValue),
  {
    condition: (plan, { getState }) => getState().membership.enrollment.quote?.plan !== plan,
  },
);

export type EnrollPayload = { request: EnrollRequest; idempotencyKey: string };

export const enroll = createAsyncThunk<Membership, EnrollPayload, ThunkConfig>(
  `${sliceName}/enroll`,
  ({ request, idempotencyKey }, { extra, rejectWithValue }) =>
    callOrReject(() => membershipApi(extra).enroll(request, idempotencyKey), rejectWithValue),
);

export type ManageMembershipPayload =
  { action: 'change'; changes: MembershipChanges } | { action: 'cancel' } | { action: 'undoCancel' };

export const manageMembership = createAsyncThunk<Membership, ManageMembershipPayload, ThunkConfig>(
  `${sliceName}/manage`,
  (payload, { extra, rejectWithValue }) =>
    callOrReject(async () => {
      switch (payload.action) {
        case 'change':
          return await membershipApi(extra).change(payload.changes);
        case 'cancel':
          return await membershipApi(extra).cancel();
        case 'undoCancel':
          return await membershipApi(extra).undoCancel();
      }
    }, rejectWithValue),
);

export const membershipSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    /** A new enrollment starts (the plan step): nothing of an earlier attempt stays. */
    enrollmentStarted(state) {
      state.enrollment = { ...initialState.enrollment, quote: state.enrollment.quote };
    },
  },
  extraReducers: (builder) => {
    builder
      // Signed out or another user: nothing of the previous user's membership stays
      // (docs/product.md#auth-levels).
      .addCase(sharedDataChanged, (state, { payload }) =>
        payload.isLoggedIn && payload.userData.userId !== null ? state : initialState,
      )
      .addCase(loadMembership.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadMembership.fulfilled, (state, { payload }) => {
        state.subscriptions = payload.membership ? [payload.membership] : [];
        state.today = payload.today;
        state.status = 'loaded';
      })
      .addCase(loadMembership.rejected, (state, { meta }) => {
        if (meta.condition) return;
        state.status = 'failed';
      })
      .addCase(loadEnrollmentQuote.fulfilled, (state, { payload }) => {
        state.enrollment.quote = payload;
      })
      .addCase(loadEnrollmentQuote.rejected, (state, { payload, meta }) => {
        if (meta.condition) return;
        state.enrollment.failure = payload ?? null;
      })
      .addCase(enroll.pending, (state) => {
        state.enrollment.failure = null;
      })
      .addCase(enroll.fulfilled, (state, { payload }) => {
        state.subscriptions = [payload];
        state.enrollment = { ...state.enrollment, enrolled: payload, failure: null };
      })
      .addCase(enroll.rejected, (state, { payload }) => {
        state.enrollment.failure = payload ?? null;
      })
      .addCase(manageMembership.fulfilled, (state, { payload }) => {
        state.subscriptions = [payload];
      });
  },
  selectors: {
    selectSubscriptions: (state) => state.subscriptions,
    selectEnrollment: (state) => state.enrollment,
    selectMembershipStatus: (state) => state.status,
    selectServerToday: (state) => state.today,
  },
});

export const { enrollmentStarted } = membershipSlice.actions;
export const { selectSubscriptions, selectEnrollment, selectMembershipStatus, selectServerToday } =
  membershipSlice.selectors;

/** The doxoPLUS membership (the one subscription), or null before any or before it loaded. */
export const selectMembership = createSelector([selectSubscriptions], (subscriptions) => subscriptions?.[0] ?? null);

/** Whether the benefits apply now, as the server last said (it decides again on every call). */
export const selectIsMember = createSelector([selectMembership], (membership) => membership?.is_member === true);

export type PrimaryDataSource = {
  subscriptions: Membership[] | null;
  enrollment: EnrollmentState;
  paymentInstruments: WalletInstrument[] | null;
};

/** The primary data source, one typed value (docs/product.md#primary-data-source). */
export const selectPrimaryDataSource = createSelector(
  [
    selectSubscriptions,
    selectEnrollment,
    (state: { wallet?: WalletState }) => state.wallet?.paymentInstruments ?? null,
  ],
  (subscriptions, enrollment, paymentInstruments): PrimaryDataSource => ({
    subscriptions,
    enrollment,
    paymentInstruments,
  }),
);
