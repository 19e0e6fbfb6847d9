import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import { insightRequestKey } from './insightRequestKey.js';
import type {
  BillerListingResponse,
  MedianPayAmountResponse,
  MostCommonBillersResponse,
  PayMethodsResponse,
} from './contracts/insightsContract.js';
import type { WidgetDateRange, WidgetMaxResults } from './contracts/widgetSettingsContract.js';

// GET /insights/* (docs/product.md#widget-kinds); public, no token.

export type InsightQuery = {
  serviceTypeGroup: string;
  serviceType: string;
  /** URL-form hierarchy; /usa for All States. */
  location: string;
  days: WidgetDateRange;
};

export type RankedInsightQuery = InsightQuery & { limit: WidgetMaxResults };

export type BillerListingQuery = {
  /** A biller slug or id. */
  biller: string;
  location: string;
  days: WidgetDateRange;
};

export type InsightsApi = {
  mostCommonBillers: (query: RankedInsightQuery) => Promise<MostCommonBillersResponse>;
  medianPayAmount: (query: InsightQuery) => Promise<MedianPayAmountResponse>;
  payMethods: (query: InsightQuery) => Promise<PayMethodsResponse>;
  billerListing: (query: BillerListingQuery) => Promise<BillerListingResponse>;
};

/**
 * The same API asking each distinct question once while it is kept (one page's data): the table
 * and a widget that ask the same thing share one request and its answer.
 */
export function sharingRequests(api: InsightsApi): InsightsApi {
  const share = <Query extends Record<string, string | number>, Answer>(ask: (query: Query) => Promise<Answer>) => {
    const asked = new Map<string, Promise<Answer>>();
    return (query: Query): Promise<Answer> => {
      const key = insightRequestKey('', query);
      const answer = asked.get(key) ?? ask(query);
      asked.set(key, answer);
      return answer;
    };
  };
  return {
    mostCommonBillers: share(api.mostCommonBillers),
    medianPayAmount: share(api.medianPayAmount),
    payMethods: share(api.payMethods),
    billerListing: share(api.billerListing),
  };
}

/** The API's parameter names for the filters every insight shares. */
function filterParams(query: InsightQuery) {
  return {
    service_type_group: query.serviceTypeGroup,
    service_type: query.serviceType,
    location: query.location,
    days: query.days,
  };
}

export function createInsightsApi(client: ApiClient): InsightsApi {
  const answers = answersOf(client);
  const get = <Answer>(path: string, params: Record<string, string | number>) => answers.get<Answer>(path, { params });
  return {
    mostCommonBillers: (query) => get('/insights/most_common_billers', { ...filterParams(query), limit: query.limit }),
    medianPayAmount: (query) => get('/insights/median_pay_amount', filterParams(query)),
    payMethods: (query) => get('/insights/pay_methods', filterParams(query)),
    billerListing: (query) =>
      get('/insights/biller_listing', {
        biller: query.biller,
        location: query.location,
        days: query.days,
      }),
  };
}

export const insightsApiOf = apiOf(({ publicClient }) => createInsightsApi(publicClient));
