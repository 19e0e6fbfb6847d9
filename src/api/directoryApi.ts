import type { ApiClient } from './createApiClient.js';
import type {
  BillerDetailResponse,
  BillerListQuery,
  BillerSearchResponse,
  BillerSummary,
  ServiceType,
  ServiceTypeGroup,
  ServiceTypeGroupsResponse,
  ServiceTypesResponse,
} from './contracts/directoryContract.js';

// GET /directory/* (docs/product.md#directory: service types and groups; billers); public, no
// token.

export type { ServiceType, ServiceTypeGroup } from './contracts/directoryContract.js';

export type DirectoryApi = {
  /**
   * Billers whose name (or a word of it) starts with `query`, most popular first; with `near` (a
   * location hierarchy), those covering its county first, then its state
   * (docs/product.md#adding-a-bill).
   */
  searchBillers: (query: string, limit?: number, near?: string) => Promise<BillerSummary[]>;
  /**
   * One page of billers matching filters, with how many match in all (search and the directory,
   * docs/product.md#biller-search); `signal` cancels a request a newer one replaces.
   */
  listBillers: (query: BillerListQuery, signal?: AbortSignal) => Promise<BillerSearchResponse>;
  /** One biller by slug or id, with where it serves. */
  biller: (slugOrId: string) => Promise<BillerDetailResponse>;
  serviceTypes: () => Promise<ServiceType[]>;
  serviceTypeGroups: () => Promise<ServiceTypeGroup[]>;
};

export function createDirectoryApi(client: ApiClient): DirectoryApi {
  return {
    async searchBillers(query, limit = 20, near) {
      const response = await client.get<BillerSearchResponse>('/directory/billers', {
        params: { query: query.trim(), limit, ...(near ? { near } : {}) },
      });
      return response.data.billers;
    },
    async listBillers(query, signal) {
      const response = await client.get<BillerSearchResponse>('/directory/billers', {
        params: query,
        ...(signal ? { signal } : {}),
      });
      return response.data;
    },
    async biller(slugOrId) {
      const response = await client.get<BillerDetailResponse>(
        `/directory/billers/${encodeURIComponent(slugOrId)}`,
      );
      return response.data;
    },
    async serviceTypes() {
      const response = await client.get<ServiceTypesResponse>('/directory/service_types');
      return response.data.service_types;
    },
    async serviceTypeGroups() {
      const response = await client.get<ServiceTypeGroupsResponse>(
        '/directory/service_type_groups',
      );
      return response.data;
    },
  };
}
