import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiFailureOf, fieldErrorsOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import type {
  AccountDeletionPreview,
  AccountDeletionResponse,
  AccountLinkResponse,
  EmailChangeRequest,
  ActiveSessionsResponse,
  PasswordChange,
  ProfileChanges,
  SignOutOthersResponse,
} from '../api/contracts/accountContract.js';
import type { MeResponse, SessionResponse } from '../api/contracts/sessionContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
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

function accountThunk<Result, Argument>(
  name: string,
  call: (extra: ThunkExtra, argument: Argument) => Promise<Result>,
) {
  return createAsyncThunk<Result, Argument, ThunkConfig>(
    `account/${name}`,
    async (argument, { extra, rejectWithValue }) => {
      try {
        return await call(extra, argument);
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

export const verifyEmail = accountThunk<AccountLinkResponse, string>('verifyEmail', (extra, token) =>
  accountApi(extra).verifyEmail(token),
);

export const requestPasswordReset = accountThunk<AccountLinkResponse, string>('requestPasswordReset', (extra, email) =>
  accountApi(extra).requestPasswordReset(email),
);

export const resetPassword = accountThunk<SessionResponse, { token: string; password: string }>(
  'resetPassword',
  (extra, { token, password }) => accountApi(extra).resetPassword(token, password),
);

export const changeProfile = accountThunk<MeResponse, ProfileChanges>('changeProfile', (extra, changes) =>
  accountApi(extra).changeProfile(changes),
);

export const changePassword = accountThunk<void, PasswordChange>('changePassword', (extra, change) =>
  accountApi(extra).changePassword(change),
);

export const loadSessions = accountThunk<ActiveSessionsResponse, void>('loadSessions', (extra) =>
  accountApi(extra).sessions(),
);

export const signOutOthers = accountThunk<SignOutOthersResponse, void>('signOutOthers', (extra) =>
  accountApi(extra).signOutOthers(),
);

export const loadMe = accountThunk<MeResponse, void>('loadMe', (extra) => accountApi(extra).me());

export const requestEmailChange = accountThunk<AccountLinkResponse, EmailChangeRequest>(
  'requestEmailChange',
  (extra, request) => accountApi(extra).requestEmailChange(request),
);

export const confirmEmailChange = accountThunk<AccountLinkResponse, string>('confirmEmailChange', (extra, token) =>
  accountApi(extra).confirmEmailChange(token),
);

export const resendVerification = accountThunk<AccountLinkResponse, void>('resendVerification', (extra) =>
  accountApi(extra).resendVerification(),
);

export const loadDeletionPreview = accountThunk<AccountDeletionPreview, void>('loadDeletionPreview', (extra) =>
  accountApi(extra).deletionPreview(),
);

export const deleteAccount = accountThunk<AccountDeletionResponse, string>('deleteAccount', (extra, password) =>
  accountApi(extra).deleteAccount(password),
);
