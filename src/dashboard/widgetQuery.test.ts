import { describe, expect, it } from 'vitest';
import { createWidget, normalizeWidget } from './widgetCatalog.js';
import { widgetQuery, widgetQueryKey, type PageScope } from './widgetQuery.js';

const page: PageScope = {
  serviceTypeGroup: 'utilities',
  serviceType: 'electric',
  location: '/usa/wa',
};

describe('widgetQuery', () => {
  it("follows the page's filters until a widget pins its own", () => {
    expect(widgetQuery(createWidget('median_pay_amount', 'm'), page)).toEqual({
      endpoint: 'median_pay_amount',
      params: {
        serviceTypeGroup: 'utilities',
        serviceType: 'electric',
        location: '/usa/wa',
        days: 365,
      },
    });
    const pinned = normalizeWidget({
      ...createWidget('pay_methods_pie_chart', 'p'),
      service_type_group: 'all-groups',
      service_type: 'all-services',
      location: '/usa',
      date_range: 30,
    });
    expect(widgetQuery(pinned, page)).toEqual({
      endpoint: 'pay_methods',
      params: {
        serviceTypeGroup: 'all-groups',
        serviceType: 'all-services',
        location: '/usa',
        days: 30,
      },
    });
  });

  it('asks a ranking for its max results, and a biller listing for its biller and place', () => {
    const ranking = normalizeWidget({
      ...createWidget('most_common_billers_table', 'r'),
      max_results: 20,
    });
    expect(widgetQuery(ranking, page)?.params).toMatchObject({ limit: 20 });
    expect(widgetQuery(createWidget('biller_listing', 'b', 'comcast'), page)).toEqual({
      endpoint: 'biller_listing',
      params: { biller: 'comcast', location: '/usa/wa', days: 365 },
    });
  });

  it('has no query for a biller listing without a biller', () => {
    expect(widgetQuery(createWidget('biller_listing', 'b'), page)).toBeNull();
  });

  it('keys the same question the same way, whatever the widget', () => {
    const first = widgetQuery(createWidget('median_pay_amount', 'a'), page);
    const second = widgetQuery(createWidget('median_pay_amount', 'b'), page);
    const other = widgetQuery(createWidget('median_pay_amount', 'c'), {
      ...page,
      location: '/usa',
    });
    if (!first || !second || !other) throw new Error('expected queries');
    expect(widgetQueryKey(first)).toBe(widgetQueryKey(second));
    expect(widgetQueryKey(first)).not.toBe(widgetQueryKey(other));
    expect(widgetQueryKey(first)).toBe(
      'median_pay_amount?days=365&location=/usa/wa&serviceType=electric&serviceTypeGroup=utilities',
    );
  });
});
