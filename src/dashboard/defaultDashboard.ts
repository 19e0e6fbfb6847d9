import type { WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { createWidget, normalizeWidget } from './widgetCatalog.js';

/**
 * The dashboard everyone starts with, and what the server renders: one row of three widgets
 * that follow the page's filters and add to the table above them (what people pay, how they pay,
 * and who is rising lately).
 */
export const defaultWidgets: WidgetSetting[] = [
  createWidget('median_pay_amount', 'median-pay-amount-1'),
  createWidget('pay_methods_pie_chart', 'pay-methods-pie-chart-1'),
  normalizeWidget({
    ...createWidget('most_common_billers_table', 'most-common-billers-table-1'),
    chart_type: 'bar',
    max_results: 5,
    date_range: 91,
    column_width: 'three_columns',
  }),
];
