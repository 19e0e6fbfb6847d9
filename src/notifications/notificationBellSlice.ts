import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';

// The bell's count (docs/product.md#notification-centre): it arrives with the session answer the
// server renders every first load from, and follows what the centre marks read; it is kept per
// user, so another person signing in does not see it.
export const sliceName = 'notificationBell';

export type NotificationBellState = { unread: number; userId: string | null };

const initialState: NotificationBellState = { unread: 0, userId: null };

export const notificationBellSlice = createSlice({
  name: sliceName,
  initialState,
  reducers: {
    unreadNotificationsCounted(state, { payload }: PayloadAction<number>) {
      state.unread = Math.max(0, payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sharedDataChanged, (state, { payload }) => {
      if (payload.userData.userId === state.userId) return;
      state.userId = payload.userData.userId;
      state.unread = 0;
    });
  },
  selectors: {
    selectUnreadNotifications: (state) => state.unread,
  },
});

export const { unreadNotificationsCounted } = notificationBellSlice.actions;
export const { selectUnreadNotifications } = notificationBellSlice.selectors;
