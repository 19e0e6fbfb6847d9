import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiFailureOf, fieldErrorsOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import type { EmailChangeRequest, PasswordChange, ProfileChanges } from '../api/contracts/accountContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import type { AccountApi } from '../api/accountApi.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const accountApi = onFirstCall(async () => (await import('../api/accountApi.js')).accountApiOf);

// The account's calls as thunks (the API clients are their `extra`): the screens await them and
// show what failed next to the field it concerns.

/** What the API said about a failed call, with the messages of the fields that need fixing. */
export type AccountFailure = ApiErrorBody & { fields: Record<string, string> };

type ThunkConfig = { extra: ThunkExtra; rejectValue: AccountFailure };

/** The API said no (4xx) or is in maintenance (503, already handled): not a fault of ours. */
function isOurs(failure: ApiErrorBody): boolean {
  return failure.status === 0 || (failure.status >= 500 && failure.status !== 503);
}

function accountThunk<Result, Argument = void>(
  name: string,
  call: (api: AccountApi, argument: Argument) => Promise<Result>,
) {
  return createAsyncThunk<Result, Argument, ThunkConfig>(
    `account/${name}`,
    async (argument, { extra, rejectWithValue }) => {
      try {
        return await call(accountApi(extra), argument);
      } catch (error) {
        const failure = apiFailureOf(error);
        if (isOurs(failure) && failure.status !== 0) {
          extra.reportError(error, { operation: `account/${name}` });
        }
        return rejectWithValue({ ...failure, fields: fieldErrorsOf(error) });
      }
    },
  );
}

export const verifyEmail = accountThunk('verifyEmail', (api, token: string) => api.verifyEmail(token));

export const requestPasswordReset = accountThunk('requestPasswordReset', (api, email: string) =>
  api.requestPasswordReset(email),
);

export const resetPassword = accountThunk(
  'resetPassword',
  (api, { token, password }: { token: string; password: string }) => api.resetPassword(token, password),
);

export const changeProfile = accountThunk('changeProfile', (api, changes: ProfileChanges) =>
  api.changeProfile(changes),
);

export const changePassword = accountThunk('changePassword', (api, change: PasswordChange) =>
  api.changePassword(change),
);

export const loadSessions = accountThunk('loadSessions', (api) => api.sessions());

export const signOutOthers = accountThunk('signOutOthers', (api) => api.signOutOthers());

export const loadMe = accountThunk('loadMe', (api) => api.me());

export const requestEmailChange = accountThunk('requestEmailChange', (api, request: EmailChangeRequest) =>
  api.requestEmailChange(request),
);

export const confirmEmailChange = accountThunk('confirmEmailChange', (api, token: string) =>
  api.confirmEmailChange(token),
);

export const resendVerification = accountThunk('resendVerification', (api) => api.resendVerification());

export const loadDeletionPreview = accountThunk('loadDeletionPreview', (api) => api.deletionPreview());

export const deleteAccount = accountThunk('deleteAccount', (api, password: string) => api.deleteAccount(password));
