import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { callOrReject } from '../api/callOrReject.js';
import type {
  InstrumentChanges,
  InstrumentUse,
  InstrumentUsesDecision,
  NewInstrument,
  WalletInstrument,
} from '../api/contracts/walletContract.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import type { LoadStatus } from '../store/loadStatus.js';
import type { SliceThunkConfig } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';
import { rootReducer } from '../store/createStore.js';

const walletApi = onFirstCall(async () => (await import('../api/walletApi.js')).walletApiOf);

// The wallet: the primary data source's `paymentInstruments` (docs/product.md#primary-data-source),
// as the API answers them (docs/product.md#wallet). The server decides; this slice keeps its last
// answer.
export const sliceName = 'wallet';

export type WalletState = { paymentInstruments: WalletInstrument[] | null; status: LoadStatus };

const initialState: WalletState = { paymentInstruments: null, status: 'idle' };

/** A failed change: what the API said, or a network failure (`status` 0) worth retrying. */
export type WalletFailure = ApiErrorBody;

// The wallet's state is undefined until the slice's first action after it joins the store
// (src/store/createStore.ts).
type ThunkConfig = SliceThunkConfig<{ wallet?: WalletState }, WalletFailure>;

export const loadWallet = createAsyncThunk<WalletInstrument[], void, ThunkConfig>(
  `${sliceName}/load`,
  (_argument, { extra, rejectWithValue }) =>
    callOrReject(
      () => walletApi(extra).list(),
      rejectWithValue,
      (error) => extra.reportError(error, { operation: 'wallet.load' }),
    ),
  {
    condition: (_argument, { getState }) => {
      const status = getState().wallet?.status;
      return status !== 'loading' && status !== 'loaded';
    },
  },
);

export type AddInstrumentPayload = { instrument: NewInstrument; idempotencyKey: string };

export const addInstrument = createAsyncThunk<WalletInstrument, AddInstrumentPayload, ThunkConfig>(
  `${sliceName}/add`,
  ({ instrument, idempotencyKey }, { extra, rejectWithValue }) =>
    callOrReject(() => walletApi(extra).add(instrument, idempotencyKey), rejectWithValue),
);

export type ChangeInstrumentPayload = { id: number; changes: InstrumentChanges };

export const changeInstrument = createAsyncThunk<WalletInstrument, ChangeInstrumentPayload, ThunkConfig>(
  `${sliceName}/change`,
  ({ id, changes }, { extra, rejectWithValue }) =>
    callOrReject(() => walletApi(extra).change(id, changes), rejectWithValue),
);

/** What uses an instrument, asked when the removal dialog opens; kept by the dialog. */
export const loadInstrumentUses = createAsyncThunk<InstrumentUse[], number, ThunkConfig>(
  `${sliceName}/loadUses`,
  (id, { extra, rejectWithValue }) => callOrReject(() => walletApi(extra).uses(id), rejectWithValue),
);

export type RemoveInstrumentPayload = { id: number; decision?: InstrumentUsesDecision };

export const removeInstrument = createAsyncThunk<number, RemoveInstrumentPayload, ThunkConfig>(
  `${sliceName}/remove`,
  ({ id, decision }, { extra, rejectWithValue }) =>
    callOrReject(async () => {
      await walletApi(extra).remove(id, decision);
      return id;
    }, rejectWithValue),
);

/** Default first, then in the order added: the order the API lists them in. */
function inWalletOrder(instruments: WalletInstrument[]): WalletInstrument[] {
  return [...instruments].sort(
    (left, right) => Number(right.is_default) - Number(left.is_default) || left.id - right.id,
  );
}

export const walletSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Signed out: nothing of the previous user's wallet stays in the store
      // (docs/product.md#sign-in-and-sign-out).
      .addCase(sharedDataChanged, (state, { payload }) => (payload.isLoggedIn ? state : initialState))
      .addCase(loadWallet.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadWallet.fulfilled, (_state, { payload }) => ({
        paymentInstruments: payload,
        status: 'loaded',
      }))
      .addCase(loadWallet.rejected, (state, { meta }) => {
        if (meta.condition) return;
        state.status = 'failed';
      })
      .addCase(addInstrument.fulfilled, (state, { payload }) => {
        const others = (state.paymentInstruments ?? []).filter((item) => item.id !== payload.id);
        state.paymentInstruments = inWalletOrder([...others, payload]);
      })
      .addCase(changeInstrument.fulfilled, (state, { payload }) => {
        state.paymentInstruments = inWalletOrder(
          (state.paymentInstruments ?? []).map((item) =>
            item.id === payload.id ? payload : payload.is_default ? { ...item, is_default: false } : item,
          ),
        );
      })
      .addCase(removeInstrument.fulfilled, (state, { payload }) => {
        state.paymentInstruments = (state.paymentInstruments ?? []).filter((item) => item.id !== payload);
        // The server may have handed the default to another instrument: read its answer again.
        state.status = 'idle';
      });
  },
  selectors: {
    selectPaymentInstruments: (state) => state.paymentInstruments,
    selectWalletStatus: (state) => state.status,
  },
});

// In the store once this module loads; its selectors read the initial state until then.
export const { selectPaymentInstruments, selectWalletStatus } = walletSlice.injectInto(rootReducer).selectors;
