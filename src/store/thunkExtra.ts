import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClients } from '../api/apiClients.js';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import type { DeviceStorage } from './deviceStorage.js';

/**
 * What thunks and listeners reach through `extra` (docs/architecture.md#state): the API clients, each
 * API module made from them where it is used (`apiOf`), and the error reporter, so tests inject
 * real clients pointed at a test server instead of mocking.
 */
export type ThunkExtra = ApiClients & {
  deviceStorage: DeviceStorage;
};

/**
 * createAsyncThunk's config for a domain's thunks: the part of the store they read, the store's
 * `extra`, and what a rejection carries (what the API said, unless the domain says otherwise).
 */
export type SliceThunkConfig<State, RejectValue = ApiErrorBody> = {
  state: State;
  extra: ThunkExtra;
  rejectValue: RejectValue;
};

/**
 * How a domain registers its listeners: typed with just the state it reads, so a domain never
 * depends on the whole RootState (which would make the store import itself).
 */
export type StartListening<State> = TypedStartListening<
  State,
  ThunkDispatch<State, ThunkExtra, UnknownAction>,
  ThunkExtra
>;
