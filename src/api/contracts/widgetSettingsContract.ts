// GET/PUT /users/me/widget_settings (docs/product.md#where-widgets-are-kept): the dashboard widgets
// of the insights view, one document per user. The server validates with zod (server/api/schemas),
// the browser with src/dashboard/widgetCatalog.ts; both take their constants from here.

/** docs/product.md#widget-kinds, in the order the "Add widget" menu offers them. */
export const widgetKinds = [
  'most_common_billers_table',
  'median_pay_amount',
  'pay_methods_pie_chart',
  'biller_listing',
] as const;
export type WidgetKind = (typeof widgetKinds)[number];

export const widgetChartTypes = ['table', 'bar', 'pie', 'number'] as const;
export type WidgetChartType = (typeof widgetChartTypes)[number];

/** docs/product.md#widget-options. */
export const widgetMaxResults = [5, 10, 20, 50] as const;
export type WidgetMaxResults = (typeof widgetMaxResults)[number];

/** docs/product.md#insight-windows in days, longest first as the settings list them. */
export const widgetDateRanges = [365, 182, 91, 30] as const;
export type WidgetDateRange = (typeof widgetDateRanges)[number];

/** docs/product.md#widget-columns: how many widgets of this width share a row on a wide screen. */
export const widgetColumnWidths = ['three_columns', 'two_columns', 'one_column'] as const;
export type WidgetColumnWidth = (typeof widgetColumnWidths)[number];

/** A dashboard holds at most this many widgets (keeps one document small). */
export const MAX_WIDGETS = 24;

export const WIDGET_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
export const BILLER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,150}$/;

/**
 * One widget. Settings that do not apply to its kind are absent (src/dashboard/widgetCatalog.ts).
 * A null or absent service type or location follows the page's filters; a value pins it
 * (service_type_group and service_type are canonical slugs, location a URL-form hierarchy).
 */
export type WidgetSetting = {
  id: string;
  kind: WidgetKind;
  chart_type?: WidgetChartType;
  max_results?: WidgetMaxResults;
  biller?: string | null;
  service_type_group?: string | null;
  service_type?: string | null;
  location?: string | null;
  column_width?: WidgetColumnWidth;
  date_range?: WidgetDateRange;
};

export type WidgetSettings = { widgets: WidgetSetting[] };

export type WidgetSettingsResponse = {
  settings: WidgetSettings;
  /** null until the user first saves settings. */
  updated_at: string | null;
};
