import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import type { WidgetSettingsResponse } from './schemas/widgetSettingsSchemas.js';
import { testEngines, useTestApi } from './testing/useTestApi.js';

const settings = {
  widgets: [
    {
      id: 'top-billers',
      kind: 'most_common_billers_table',
      max_results: 10,
      service_type: 'electric',
      location: '/usa/wa',
      column_width: 'two_columns',
      date_range: 91,
    },
  ],
};

describe.each(testEngines)('/users/me/widget_settings on %s', (engine) => {
  const { api, demo } = useTestApi(engine);

  it('starts empty, then stores and returns the saved settings', async () => {
    const empty: WidgetSettingsResponse = await (await demo.get('/users/me/widget_settings')).json();
    expect(empty).toEqual({ settings: { widgets: [] }, updated_at: null });
    const saved = await demo.send('PUT', '/users/me/widget_settings', settings);
    expect(saved.status).toBe(200);
    const read: WidgetSettingsResponse = await (await demo.get('/users/me/widget_settings')).json();
    expect(read.settings).toEqual(settings);
    expect(read.updated_at).not.toBeNull();
  });

  it('needs the CSRF token when authenticated by cookie', async () => {
    const { forged, proper } = await demo.sendByCookie({
      method: 'PUT',
      path: '/users/me/widget_settings',
      body: settings,
    });
    expect(forged.status).toBe(403);
    expect(proper.status).toBe(200);
  });

  it('rejects invalid settings with a 400 naming the field, and anonymous calls with 401', async () => {
    const invalid = await demo.send('PUT', '/users/me/widget_settings', {
      widgets: [{ ...settings.widgets[0], max_results: 7 }],
    });
    expect(invalid.status).toBe(400);
    const body: ErrorResponse = await invalid.json();
    expect(body.error.message).toContain('max_results');
    expect((await api.get('/users/me/widget_settings')).status).toBe(401);
  });
});
