import type { ApiClient } from './createApiClient.js';
import type {
  IdentityAlert,
  IdentityAlertResponse,
  IdentityProtectionResponse,
  MonitoredItemCreatedResponse,
  NewMonitoredItem,
  OpenAlertsResponse,
} from './contracts/identityProtectionContract.js';
import { idempotencyHeaders } from './idempotencyKey.js';

// /identity_protection (docs/product.md#identity-protection): member-only, through the secured
// client. Adding an item is a create: it carries the intent's idempotency key.

export type IdentityProtectionApi = {
  monitoring: () => Promise<IdentityProtectionResponse>;
  openAlerts: () => Promise<number>;
  addItem: (
    item: NewMonitoredItem,
    idempotencyKey: string,
  ) => Promise<MonitoredItemCreatedResponse>;
  removeItem: (id: number) => Promise<void>;
  resolveAlert: (id: number) => Promise<IdentityAlert>;
};

export function createIdentityProtectionApi(client: ApiClient): IdentityProtectionApi {
  return {
    async monitoring() {
      return (await client.get<IdentityProtectionResponse>('/identity_protection')).data;
    },
    async openAlerts() {
      return (await client.get<OpenAlertsResponse>('/identity_protection/open_alerts')).data
        .open_alerts;
    },
    async addItem(item, idempotencyKey) {
      const response = await client.post<MonitoredItemCreatedResponse>(
        '/identity_protection/items',
        item,
        { headers: idempotencyHeaders(idempotencyKey) },
      );
      return response.data;
    },
    async removeItem(id) {
      await client.delete(`/identity_protection/items/${id}`);
    },
    async resolveAlert(id) {
      return (
        await client.post<IdentityAlertResponse>(`/identity_protection/alerts/${id}/resolve`, {})
      ).data.alert;
    },
  };
}
