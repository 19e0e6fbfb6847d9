import { describe, expect, it } from 'vitest';
import { widgetKinds } from '../api/contracts/widgetSettingsContract.js';
import {
  appliesTo,
  createWidget,
  normalizeWidget,
  parseWidget,
  parseWidgetSettings,
  widgetCatalog,
} from './widgetCatalog.js';

describe('widget settings mapping', () => {
  it('gives every kind a date range and a column width, and only a ranking a max results', () => {
    for (const kind of widgetKinds) {
      expect(appliesTo(kind, 'date_range')).toBe(true);
      expect(appliesTo(kind, 'column_width')).toBe(true);
      expect(appliesTo(kind, 'max_results')).toBe(kind === 'most_common_billers_table');
    }
  });

  it('asks for a biller only in a Biller Listing, which has no service type instead', () => {
    expect(widgetKinds.filter((kind) => appliesTo(kind, 'biller'))).toEqual(['biller_listing']);
    expect(appliesTo('biller_listing', 'service_type')).toBe(false);
    expect(appliesTo('biller_listing', 'location')).toBe(true);
  });

  it('offers a chart type setting only where there is more than one chart type', () => {
    for (const kind of widgetKinds) {
      expect(appliesTo(kind, 'chart_type')).toBe(widgetCatalog[kind].chartTypes.length > 1);
    }
    expect(widgetCatalog.pay_methods_pie_chart.chartTypes[0]).toBe('pie');
  });

  it('creates widgets with their kind defaults, following the page filters', () => {
    expect(createWidget('most_common_billers_table', 'a')).toEqual({
      id: 'a',
      kind: 'most_common_billers_table',
      chart_type: 'table',
      max_results: 5,
      service_type_group: null,
      service_type: null,
      location: null,
      date_range: 365,
      column_width: 'two_columns',
    });
    expect(createWidget('biller_listing', 'b', 'comcast')).toEqual({
      id: 'b',
      kind: 'biller_listing',
      chart_type: 'table',
      biller: 'comcast',
      location: null,
      date_range: 365,
      column_width: 'two_columns',
    });
  });

  it('drops settings that do not apply and chart types the kind cannot draw', () => {
    const widget = normalizeWidget({
      id: 'm',
      kind: 'median_pay_amount',
      chart_type: 'pie',
      max_results: 50,
      biller: 'comcast',
      service_type_group: 'utilities',
      service_type: 'electric',
      date_range: 30,
    });
    expect(widget).toEqual({
      id: 'm',
      kind: 'median_pay_amount',
      chart_type: 'number',
      service_type_group: 'utilities',
      service_type: 'electric',
      location: null,
      date_range: 30,
      column_width: 'three_columns',
    });
  });

  it.each([{ service_type_group: 'utilities' }, { service_type: 'electric' }])(
    'pins a service type only when both its group and type are given, not with only %o',
    (serviceType) => {
      const widget = normalizeWidget({ id: 'p', kind: 'pay_methods_pie_chart', ...serviceType });
      expect(widget.service_type_group).toBeNull();
      expect(widget.service_type).toBeNull();
    },
  );
});

describe('reading stored widgets', () => {
  it('keeps valid widgets and drops the rest, duplicates included', () => {
    const settings = parseWidgetSettings({
      widgets: [
        { id: 'one', kind: 'median_pay_amount', date_range: 91 },
        { id: 'one', kind: 'pay_methods_pie_chart' },
        { id: 'Bad Id', kind: 'median_pay_amount' },
        { id: 'two', kind: 'gauge' },
        'not a widget',
        { id: 'three', kind: 'most_common_billers_table', max_results: 7, chart_type: 'bar' },
      ],
    });
    expect(settings?.widgets.map((widget) => widget.id)).toEqual(['one', 'three']);
    expect(settings?.widgets[0]?.date_range).toBe(91);
    // An unknown max results falls back to the kind's default; the valid chart type stays.
    expect(settings?.widgets[1]).toMatchObject({ max_results: 5, chart_type: 'bar' });
  });

  it('refuses what is not a dashboard, and values that could reach a URL unchecked', () => {
    expect(parseWidgetSettings(null)).toBeNull();
    expect(parseWidgetSettings({ widgets: 'x' })).toBeNull();
    const widget = parseWidget({
      id: 'x',
      kind: 'biller_listing',
      biller: '../../admin',
      location: '/usa/wa/<script>',
    });
    expect(widget).toMatchObject({ biller: null, location: null });
  });
});
