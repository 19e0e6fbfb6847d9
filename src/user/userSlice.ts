import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Mirrors userData of the container's shared data store (SPEC §3); components read it here,
// never from the container directly (ARCHITECTURE.md § Shared data contract).
export const sliceName = 'user';

export type UserState = {
  userId: string | null;
  username: string | null;
  userSegment: string | null;
  isLoading: boolean;
};

export type UserDataReceivedPayload = Omit<UserState, 'isLoading'> & { isLoading?: boolean };

const initialState: UserState = {
  userId: null,
  username: null,
  userSegment: null,
  isLoading: false,
};

export const userSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    userDataReceived(_state, action: PayloadAction<UserDataReceivedPayload>) {
      return { isLoading: false, ...action.payload };
    },
    userDataCleared() {
      return initialState;
    },
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectUsername: (state) => state.username,
  },
});

export const { userDataReceived, userDataCleared } = userSlice.actions;
export const { selectUserId, selectUsername } = userSlice.selectors;
