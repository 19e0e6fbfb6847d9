import type { ApiClient } from './createApiClient.js';
import type { WidgetSettings, WidgetSettingsResponse } from './contracts/widgetSettingsContract.js';

// GET/PUT /users/me/widget_settings: a signed-in user's dashboard
// (docs/product.md#where-widgets-are-kept). User-scoped, so it goes through the client secured by
// the container's session manager (docs/product.md#api-client-security).

export type WidgetSettingsApi = {
  load: () => Promise<WidgetSettingsResponse>;
  save: (settings: WidgetSettings) => Promise<WidgetSettingsResponse>;
};

export function createWidgetSettingsApi(client: ApiClient): WidgetSettingsApi {
  return {
    async load() {
      return (await client.get<WidgetSettingsResponse>('/users/me/widget_settings')).data;
    },
    async save(settings) {
      return (await client.put<WidgetSettingsResponse>('/users/me/widget_settings', settings)).data;
    },
  };
}
