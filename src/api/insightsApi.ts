import type { AxiosInstance } from 'axios';
import type { MostCommonBillersResponse } from './contracts/insightsContract.js';

// GET /insights/* (SPEC §9); public, no token.

export type InsightQuery = {
  serviceTypeGroup: string;
  serviceType: string;
  /** URL-form hierarchy; /usa for All States. */
  location: string;
  days: 30 | 91 | 182 | 365;
};

export type InsightsApi = {
  mostCommonBillers: (
    query: InsightQuery & { limit: 5 | 10 | 20 | 50 },
  ) => Promise<MostCommonBillersResponse>;
};

export function createInsightsApi(client: AxiosInstance): InsightsApi {
  return {
    async mostCommonBillers(query) {
      const response = await client.get<MostCommonBillersResponse>(
        '/insights/most_common_billers',
        {
          params: {
            service_type_group: query.serviceTypeGroup,
            service_type: query.serviceType,
            location: query.location,
            days: query.days,
            limit: query.limit,
          },
        },
      );
      return response.data;
    },
  };
}
