import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { WidgetSettings, WidgetSettingsResponse } from './contracts/widgetSettingsContract.js';

// GET/PUT /users/me/widget_settings: a signed-in user's dashboard
// (docs/product.md#where-widgets-are-kept). User-scoped, so it goes through the client secured by
// the container's session manager (docs/product.md#api-client-security).

const WIDGET_SETTINGS = '/users/me/widget_settings';

export function createWidgetSettingsApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    load: () => answers.get<WidgetSettingsResponse>(WIDGET_SETTINGS),
    save: (settings: WidgetSettings) => answers.put<WidgetSettingsResponse>(WIDGET_SETTINGS, settings),
  };
}

export type WidgetSettingsApi = ReturnType<typeof createWidgetSettingsApi>;

export const widgetSettingsApiOf = apiOf(({ userClient }) => createWidgetSettingsApi(userClient));
