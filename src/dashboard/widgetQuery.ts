// Which API call a widget needs on a given page: the widget's pinned settings, else the page's
// filters (src/dashboard/widgetCatalog.ts). One function for the server's +data (first load and
// pageContext.json) and the browser (widgets the server did not know about), so both ask the
// same question and share results by key.
import type {
  BillerListingResponse,
  MedianPayAmountResponse,
  MostCommonBillersResponse,
  PayMethodsResponse,
} from '../api/contracts/insightsContract.js';
import type { WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { insightRequestKey } from '../api/insightRequestKey.js';
import type { BillerListingQuery, InsightQuery, InsightsApi, RankedInsightQuery } from '../api/insightsApi.js';
import { normalizeWidget } from './widgetCatalog.js';

/** The page's filters in API form: canonical slugs and a URL-form hierarchy (/usa = all). */
export type PageScope = { serviceTypeGroup: string; serviceType: string; location: string };

export type WidgetQuery =
  | { endpoint: 'most_common_billers'; params: RankedInsightQuery }
  | { endpoint: 'median_pay_amount'; params: InsightQuery }
  | { endpoint: 'pay_methods'; params: InsightQuery }
  | { endpoint: 'biller_listing'; params: BillerListingQuery };

export type WidgetData =
  | { endpoint: 'most_common_billers'; answer: MostCommonBillersResponse }
  | { endpoint: 'median_pay_amount'; answer: MedianPayAmountResponse }
  | { endpoint: 'pay_methods'; answer: PayMethodsResponse }
  | { endpoint: 'biller_listing'; answer: BillerListingResponse };

/** A loaded widget, or why it could not load ('not_found' is a place or biller that is gone). */
export type WidgetResult =
  { status: 'loaded'; data: WidgetData } | { status: 'failed'; reason: 'not_found' | 'unavailable' };

/** The API call for `widget` on a page scoped to `scope`; null while it lacks a biller. */
export function widgetQuery(widget: WidgetSetting, scope: PageScope): WidgetQuery | null {
  const settings = normalizeWidget(widget);
  const days = settings.date_range ?? 365;
  const location = settings.location ?? scope.location;
  const filters: InsightQuery = {
    serviceTypeGroup: settings.service_type_group ?? scope.serviceTypeGroup,
    serviceType: settings.service_type ?? scope.serviceType,
    location,
    days,
  };
  switch (settings.kind) {
    case 'most_common_billers_table':
      return {
        endpoint: 'most_common_billers',
        params: { ...filters, limit: settings.max_results ?? 10 },
      };
    case 'median_pay_amount':
      return { endpoint: 'median_pay_amount', params: filters };
    case 'pay_methods_pie_chart':
      return { endpoint: 'pay_methods', params: filters };
    case 'biller_listing':
      return settings.biller
        ? { endpoint: 'biller_listing', params: { biller: settings.biller, location, days } }
        : null;
  }
}

/** A stable key: the same question from two widgets or two pages is asked once. */
export function widgetQueryKey(query: WidgetQuery): string {
  return insightRequestKey(query.endpoint, query.params);
}

export async function fetchWidgetData(api: InsightsApi, query: WidgetQuery): Promise<WidgetData> {
  switch (query.endpoint) {
    case 'most_common_billers':
      return { endpoint: query.endpoint, answer: await api.mostCommonBillers(query.params) };
    case 'median_pay_amount':
      return { endpoint: query.endpoint, answer: await api.medianPayAmount(query.params) };
    case 'pay_methods':
      return { endpoint: query.endpoint, answer: await api.payMethods(query.params) };
    case 'biller_listing':
      return { endpoint: query.endpoint, answer: await api.billerListing(query.params) };
  }
}
