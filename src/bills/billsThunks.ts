import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AccountDetail } from '../api/accountsApi.js';
import { callOrReject } from '../api/callOrReject.js';
import type { BillChanges, NewBill } from '../api/contracts/billsContract.js';
import { accountUpdated, listingsCleared, loadListings, type ListingsState } from '../listings/listingsSlice.js';
import type { SliceThunkConfig } from '../store/thunkExtra.js';
import type { UserState } from '../user/userSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const billsApi = onFirstCall(async () => (await import('../api/billsApi.js')).billsApiOf);

// Adding, changing and removing bills (docs/product.md#bills). The server decides; the listings
// slice then shows its answer: a change replaces the cached account, an add or a removal reloads.
export const sliceName = 'bills';

type ThunkConfig = SliceThunkConfig<{ listings: ListingsState; user: UserState }>;

export const addBill = createAsyncThunk<AccountDetail, { bill: NewBill; idempotencyKey: string }, ThunkConfig>(
  `${sliceName}/add`,
  ({ bill, idempotencyKey }, { extra, dispatch, rejectWithValue }) =>
    callOrReject(async () => {
      const added = await billsApi(extra).add(bill, idempotencyKey);
      dispatch(listingsCleared());
      void dispatch(loadListings());
      return added;
    }, rejectWithValue),
);

export const changeBill = createAsyncThunk<AccountDetail, { id: number; changes: BillChanges }, ThunkConfig>(
  `${sliceName}/change`,
  ({ id, changes }, { extra, dispatch, rejectWithValue }) =>
    callOrReject(async () => {
      const changed = await billsApi(extra).change(id, changes);
      dispatch(accountUpdated(changed));
      return changed;
    }, rejectWithValue),
);

export const removeBill = createAsyncThunk<number, number, ThunkConfig>(
  `${sliceName}/remove`,
  (id, { extra, dispatch, rejectWithValue }) =>
    callOrReject(async () => {
      await billsApi(extra).remove(id);
      dispatch(listingsCleared());
      void dispatch(loadListings());
      return id;
    }, rejectWithValue),
);
