import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { userSlice } from '../user/userSlice.js';

// One store factory for the server (a new store per request), the client (one store kept across
// client navigations) and tests (ARCHITECTURE.md § State).
export const rootReducer = combineSlices(userSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Dependencies thunks reach through `extra`, so tests inject real clients (STYLE.md). */
export type ThunkExtra = Record<string, never>;

export function createStore(preloadedState?: Partial<RootState>, extra: ThunkExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
