import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiFailureOf, type ApiErrorBody } from '../api/apiErrorOf.js';
import type {
  NotificationListResponse,
  NotificationPreference,
  NotificationPreferencesResponse,
  NotificationReadResponse,
} from '../api/contracts/notificationsContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { unreadNotificationsCounted } from './notificationBellSlice.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const notificationsApi = onFirstCall(async () => (await import('../api/notificationsApi.js')).notificationsApiOf);

// The centre's and the preferences' calls (docs/product.md#notification-centre): each answer that
// carries the unread count moves the bell, so it follows what is read here at once.

type ThunkConfig = { extra: ThunkExtra; rejectValue: ApiErrorBody };

function notificationThunk<Result, Argument>(
  name: string,
  call: (extra: ThunkExtra, argument: Argument) => Promise<Result>,
) {
  return createAsyncThunk<Result, Argument, ThunkConfig>(
    `notifications/${name}`,
    async (argument, { extra, dispatch, rejectWithValue }) => {
      try {
        const answer = await call(extra, argument);
        if (typeof answer === 'object' && answer !== null && 'unread_count' in answer) {
          dispatch(unreadNotificationsCounted(Number(answer.unread_count)));
        }
        return answer;
      } catch (error) {
        const failure = apiFailureOf(error);
        if (failure.status >= 500 && failure.status !== 503) {
          extra.reportError(error, { operation: `notifications/${name}` });
        }
        return rejectWithValue(failure);
      }
    },
  );
}

export const loadNotifications = notificationThunk<NotificationListResponse, { before?: number } | undefined>(
  'list',
  (extra, query) => notificationsApi(extra).list(query),
);

/** Only the bell's count: the smallest page carries it. */
export const loadUnreadCount = notificationThunk<NotificationListResponse, undefined>('unreadCount', (extra) =>
  notificationsApi(extra).list({ limit: 1 }),
);

export const markNotificationRead = notificationThunk<NotificationReadResponse, number>('markRead', (extra, id) =>
  notificationsApi(extra).markRead(id),
);

export const markAllNotificationsRead = notificationThunk<NotificationReadResponse, undefined>('markAllRead', (extra) =>
  notificationsApi(extra).markAllRead(),
);

export const loadNotificationPreferences = notificationThunk<NotificationPreferencesResponse, undefined>(
  'preferences',
  (extra) => notificationsApi(extra).preferences(),
);

export const saveNotificationPreferences = notificationThunk<
  NotificationPreferencesResponse,
  readonly NotificationPreference[]
>('savePreferences', (extra, preferences) => notificationsApi(extra).savePreferences(preferences));
