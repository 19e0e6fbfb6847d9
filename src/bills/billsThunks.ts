import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AccountDetail } from '../api/accountsApi.js';
import { apiFailureOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import type { BillChanges, NewBill } from '../api/contracts/billsContract.js';
import {
  accountUpdated,
  listingsCleared,
  loadListings,
  type ListingsState,
} from '../listings/listingsSlice.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import type { UserState } from '../user/userSlice.js';

// Adding, changing and removing bills (docs/product.md#bills). The server decides; the listings
// slice then shows its answer: a change replaces the cached account, an add or a removal reloads.
export const sliceName = 'bills';

type ThunkConfig = {
  state: { listings: ListingsState; user: UserState };
  extra: ThunkExtra;
  rejectValue: ApiErrorBody;
};

export const addBill = createAsyncThunk<
  AccountDetail,
  { bill: NewBill; idempotencyKey: string },
  ThunkConfig
>(`${sliceName}/add`, async ({ bill, idempotencyKey }, { extra, dispatch, rejectWithValue }) => {
  try {
    const added = await extra.billsApi.add(bill, idempotencyKey);
    dispatch(listingsCleared());
    void dispatch(loadListings());
    return added;
  } catch (error) {
    return rejectWithValue(apiFailureOf(error));
  }
});

export const changeBill = createAsyncThunk<
  AccountDetail,
  { id: number; changes: BillChanges },
  ThunkConfig
>(`${sliceName}/change`, async ({ id, changes }, { extra, dispatch, rejectWithValue }) => {
  try {
    const changed = await extra.billsApi.change(id, changes);
    dispatch(accountUpdated(changed));
    return changed;
  } catch (error) {
    return rejectWithValue(apiFailureOf(error));
  }
});

export const removeBill = createAsyncThunk<number, number, ThunkConfig>(
  `${sliceName}/remove`,
  async (id, { extra, dispatch, rejectWithValue }) => {
    try {
      await extra.billsApi.remove(id);
      dispatch(listingsCleared());
      void dispatch(loadListings());
      return id;
    } catch (error) {
      return rejectWithValue(apiFailureOf(error));
    }
  },
);
