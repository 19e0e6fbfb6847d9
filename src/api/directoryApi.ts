import { answersOf, apiOf } from './apiClients.js';
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
  const answers = answersOf(client);
  return {
    async searchBillers(query, limit = 20, near) {
      const params = { query: query.trim(), limit, ...(near ? { near } : {}) };
      return (await answers.get<BillerSearchResponse>('/directory/billers', { params })).billers;
    },
    listBillers: (query, signal) =>
      answers.get<BillerSearchResponse>('/directory/billers', {
        params: query,
        ...(signal ? { signal } : {}),
      }),
    biller: (slugOrId) => answers.get<BillerDetailResponse>(`/directory/billers/${encodeURIComponent(slugOrId)}`),
    async serviceTypes() {
      return (await answers.get<ServiceTypesResponse>('/directory/service_types')).service_types;
    },
    serviceTypeGroups: () => answers.get<ServiceTypeGroupsResponse>('/directory/service_type_groups'),
  };
}

// docs/product.md#api-client-security: the directory uses no auth token.
export const directoryApiOf = apiOf(({ publicClient }) => createDirectoryApi(publicClient));
