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
  savePreferences: (
    preferences: readonly NotificationPreference[],
  ) => Promise<NotificationPreferencesResponse>;
};

const PREFERENCES = '/users/me/notification_preferences';

export function createNotificationsApi(client: ApiClient): NotificationsApi {
  return {
    async list(query = {}) {
      return (await client.get<NotificationListResponse>('/notifications', { params: query })).data;
    },
    async markRead(id) {
      return (await client.post<NotificationReadResponse>(`/notifications/${id}/read`)).data;
    },
    async markAllRead() {
      return (await client.post<NotificationReadResponse>('/notifications/read_all')).data;
    },
    async preferences() {
      return (await client.get<NotificationPreferencesResponse>(PREFERENCES)).data;
    },
    async savePreferences(preferences) {
      return (await client.put<NotificationPreferencesResponse>(PREFERENCES, { preferences })).data;
    },
  };
}
