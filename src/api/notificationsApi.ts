import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  NotificationListResponse,
  NotificationPreference,
  NotificationPreferencesResponse,
  NotificationReadResponse,
} from './contracts/notificationsContract.js';

// The notification centre and its preferences (docs/product.md#notification-centre): user-scoped,
// through the client the container's session manager secures.

export type NotificationsApi = {
  list: (query?: { before?: number; limit?: number }) => Promise<NotificationListResponse>;
  markRead: (id: number) => Promise<NotificationReadResponse>;
  markAllRead: () => Promise<NotificationReadResponse>;
  preferences: () => Promise<NotificationPreferencesResponse>;
  savePreferences: (preferences: readonly NotificationPreference[]) => Promise<NotificationPreferencesResponse>;
};

const PREFERENCES = '/users/me/notification_preferences';

export function createNotificationsApi(client: ApiClient): NotificationsApi {
  const answers = answersOf(client);
  return {
    list: (query = {}) => answers.get<NotificationListResponse>('/notifications', { params: query }),
    markRead: (id) => answers.post<NotificationReadResponse>(`/notifications/${id}/read`),
    markAllRead: () => answers.post<NotificationReadResponse>('/notifications/read_all'),
    preferences: () => answers.get<NotificationPreferencesResponse>(PREFERENCES),
    savePreferences: (preferences) => answers.put<NotificationPreferencesResponse>(PREFERENCES, { preferences }),
  };
}

export const notificationsApiOf = apiOf(({ userClient }) => createNotificationsApi(userClient));
