// The widget kinds and which settings apply to each (docs/product.md#widget-kinds: "which settings
// apply depends on the widget kind"; docs/product.md#widget-options: max results, date ranges). The
// one place that mapping lives: the settings form shows the fields listed here, and normalizeWidget
// keeps a stored widget to them, so a document saved by an older version still renders.
import {
  BILLER_SLUG_PATTERN,
  MAX_WIDGETS,
  WIDGET_ID_PATTERN,
  widgetChartTypes,
  widgetColumnWidths,
  widgetDateRanges,
  widgetKinds,
  widgetMaxResults,
  type WidgetChartType,
  type WidgetColumnWidth,
  type WidgetDateRange,
  type WidgetKind,
  type WidgetMaxResults,
  type WidgetSetting,
  type WidgetSettings,
} from '../api/contracts/widgetSettingsContract.js';

export type WidgetSettingName =
  'chart_type' | 'max_results' | 'biller' | 'service_type' | 'location' | 'date_range' | 'column_width';

export type WidgetKindDefinition = {
  label: string;
  /** What the widget answers, for the "Add widget" menu. */
  description: string;
  /** The settings a user can change for this kind besides those every kind has (everyKindSettings). */
  settings: readonly WidgetSettingName[];
  /** The first is the default; a kind with one chart type has no chart type setting. */
  chartTypes: readonly [WidgetChartType, ...WidgetChartType[]];
  defaults: {
    max_results?: WidgetMaxResults;
    column_width: WidgetColumnWidth;
    date_range: WidgetDateRange;
  };
};

/**
 * The mapping. Every kind has a place, a date range and a column width. Service type and location
 * default to "same as the page" so a widget follows the filters until the user pins them.
 * - Most Common Billers Table: a ranking, so it has max results and a table or bar chart.
 * - Median Pay Amount: one figure for the selection; nothing to count or chart.
 * - Pay Methods Pie Chart: a handful of shares (pie, bar or table); no max results.
 * - Biller Listing: one biller's standing where it serves, so a biller and a place but no
 *   service type (the listing covers each of the biller's types).
 */
export const widgetCatalog: Record<WidgetKind, WidgetKindDefinition> = {
  most_common_billers_table: {
    label: 'Most Common Billers Table',
    description: 'The billers most people pay for the selection',
    settings: ['chart_type', 'max_results', 'service_type'],
    chartTypes: ['table', 'bar'],
    defaults: { max_results: 5, column_width: 'two_columns', date_range: 365 },
  },
  median_pay_amount: {
    label: 'Median Pay Amount',
    description: 'What a typical payer pays for the selection',
    settings: ['service_type'],
    chartTypes: ['number'],
    defaults: { column_width: 'three_columns', date_range: 365 },
  },
  pay_methods_pie_chart: {
    label: 'Pay Methods Pie Chart',
    description: 'How people pay: bank account, cards and wallets',
    settings: ['chart_type', 'service_type'],
    chartTypes: ['pie', 'bar', 'table'],
    defaults: { column_width: 'three_columns', date_range: 365 },
  },
  biller_listing: {
    label: 'Biller Listing',
    description: "One biller's rank, share of payers and median payment for each service",
    settings: ['biller'],
    chartTypes: ['table'],
    defaults: { column_width: 'two_columns', date_range: 365 },
  },
};

export const chartTypeLabels: Record<WidgetChartType, string> = {
  table: 'Table',
  bar: 'Bar chart',
  pie: 'Pie chart',
  number: 'Figure',
};

/** docs/product.md#insight-windows date range names. */
export const dateRangeLabels: Record<WidgetDateRange, string> = {
  365: 'Last 12 months',
  182: 'Last 6 months',
  91: 'Last 3 months',
  30: 'Last Month',
};

/** docs/product.md#widget-columns column option names. */
export const columnWidthLabels: Record<WidgetColumnWidth, string> = {
  three_columns: 'Three Columns',
  two_columns: 'Two Columns',
  one_column: 'One Column',
};

/** The settings of every kind: a place, a date range and a column width. */
const everyKindSettings: readonly WidgetSettingName[] = ['location', 'date_range', 'column_width'];

export function appliesTo(kind: WidgetKind, setting: WidgetSettingName): boolean {
  return everyKindSettings.includes(setting) || widgetCatalog[kind].settings.includes(setting);
}

/** A widget of `kind` with its kind's defaults, following the page's filters. */
export function createWidget(kind: WidgetKind, id: string, biller: string | null = null) {
  return normalizeWidget({ id, kind, ...(appliesTo(kind, 'biller') ? { biller } : {}) });
}

/**
 * Keeps exactly the settings that apply to the widget's kind, with the kind's defaults for the
 * missing ones. The service type is one setting stored as two fields (group and type), pinned
 * only when both are present.
 */
export function normalizeWidget(widget: WidgetSetting): WidgetSetting {
  const definition = widgetCatalog[widget.kind];
  const has = (setting: WidgetSettingName) => definition.settings.includes(setting);
  const normalized: WidgetSetting = { id: widget.id, kind: widget.kind };
  const [defaultChartType] = definition.chartTypes;
  normalized.chart_type =
    widget.chart_type && definition.chartTypes.includes(widget.chart_type) ? widget.chart_type : defaultChartType;
  if (has('max_results')) {
    normalized.max_results = widget.max_results ?? definition.defaults.max_results ?? 10;
  }
  if (has('biller')) normalized.biller = widget.biller ?? null;
  if (has('service_type')) {
    const pinned = Boolean(widget.service_type_group && widget.service_type);
    normalized.service_type_group = pinned ? (widget.service_type_group ?? null) : null;
    normalized.service_type = pinned ? (widget.service_type ?? null) : null;
  }
  normalized.location = widget.location ?? null;
  normalized.date_range = widget.date_range ?? definition.defaults.date_range;
  normalized.column_width = widget.column_width ?? definition.defaults.column_width;
  return normalized;
}

// Reading untrusted documents (local storage, or an answer from an older API): anything that
// does not fit is dropped rather than trusted, widget by widget.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function memberOf<Value extends string | number>(values: readonly Value[], value: unknown): Value | undefined {
  return values.find((candidate) => candidate === value);
}

function optionalText(value: unknown, pattern?: RegExp): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 200) return null;
  return pattern && !pattern.test(value) ? null : value;
}

const HIERARCHY_PATTERN = /^\/usa(?:\/[a-z0-9-]{1,80}){0,5}$/;

/** One widget from an untrusted value, or null when it is not a widget we can show. */
export function parseWidget(value: unknown): WidgetSetting | null {
  if (!isRecord(value)) return null;
  const kind = memberOf(widgetKinds, value.kind);
  if (!kind || typeof value.id !== 'string' || !WIDGET_ID_PATTERN.test(value.id)) return null;
  const chartType = memberOf(widgetChartTypes, value.chart_type);
  const maxResults = memberOf(widgetMaxResults, value.max_results);
  const columnWidth = memberOf(widgetColumnWidths, value.column_width);
  const dateRange = memberOf(widgetDateRanges, value.date_range);
  return normalizeWidget({
    id: value.id,
    kind,
    ...(chartType ? { chart_type: chartType } : {}),
    ...(maxResults ? { max_results: maxResults } : {}),
    ...(columnWidth ? { column_width: columnWidth } : {}),
    ...(dateRange ? { date_range: dateRange } : {}),
    biller: optionalText(value.biller, BILLER_SLUG_PATTERN),
    service_type_group: optionalText(value.service_type_group),
    service_type: optionalText(value.service_type),
    location: optionalText(value.location, HIERARCHY_PATTERN),
  });
}

/** A dashboard from an untrusted value; null when it is not one at all. */
export function parseWidgetSettings(value: unknown): WidgetSettings | null {
  if (!isRecord(value) || !Array.isArray(value.widgets)) return null;
  const seen = new Set<string>();
  const widgets: WidgetSetting[] = [];
  for (const item of value.widgets) {
    const widget = parseWidget(item);
    if (!widget || seen.has(widget.id)) continue;
    seen.add(widget.id);
    widgets.push(widget);
    if (widgets.length === MAX_WIDGETS) break;
  }
  return { widgets };
}
