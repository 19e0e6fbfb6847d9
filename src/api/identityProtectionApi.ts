import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  IdentityAlertResponse,
  IdentityProtectionResponse,
  MonitoredItemCreatedResponse,
  NewMonitoredItem,
  OpenAlertsResponse,
} from './contracts/identityProtectionContract.js';

// /identity_protection (docs/product.md#identity-protection): member-only, through the secured
// client. Adding an item is a create: it carries the intent's idempotency key.

export function createIdentityProtectionApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    monitoring: () => answers.get<IdentityProtectionResponse>('/identity_protection'),
    async openAlerts() {
      return (await answers.get<OpenAlertsResponse>('/identity_protection/open_alerts')).open_alerts;
    },
    addItem: (item: NewMonitoredItem, idempotencyKey: string) =>
      answers.create<MonitoredItemCreatedResponse>('/identity_protection/items', item, idempotencyKey),
    async removeItem(id: number) {
      await answers.delete(`/identity_protection/items/${id}`);
    },
    async resolveAlert(id: number) {
      return (await answers.post<IdentityAlertResponse>(`/identity_protection/alerts/${id}/resolve`, {})).alert;
    },
  };
}

export type IdentityProtectionApi = ReturnType<typeof createIdentityProtectionApi>;

export const identityProtectionApiOf = apiOf(({ userClient }) => createIdentityProtectionApi(userClient));
