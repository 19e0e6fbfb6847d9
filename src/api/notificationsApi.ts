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

const PREFERENCES = '/users/me/notification_preferences';

export function createNotificationsApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    list: (query: { before?: number; limit?: number } = {}) =>
      answers.get<NotificationListResponse>('/notifications', { params: query }),
    markRead: (id: number) => answers.post<NotificationReadResponse>(`/notifications/${id}/read`),
    markAllRead: () => answers.post<NotificationReadResponse>('/notifications/read_all'),
    preferences: () => answers.get<NotificationPreferencesResponse>(PREFERENCES),
    savePreferences: (preferences: readonly NotificationPreference[]) =>
      answers.put<NotificationPreferencesResponse>(PREFERENCES, { preferences }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;

export const notificationsApiOf = apiOf(({ userClient }) => createNotificationsApi(userClient));
