import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  BillerDetailResponse,
  BillerListQuery,
  BillerSearchResponse,
  ServiceTypeGroupsResponse,
  ServiceTypesResponse,
} from './contracts/directoryContract.js';

// GET /directory/* (docs/product.md#directory: service types and groups; billers); public, no
// token.

export type { ServiceType, ServiceTypeGroup } from './contracts/directoryContract.js';

export function createDirectoryApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    /**
     * Billers whose name (or a word of it) starts with `query`, most popular first; with `near` (a
     * location hierarchy), those covering its county first, then its state
     * (docs/product.md#adding-a-bill).
     */
    async searchBillers(query: string, limit = 20, near?: string) {
      const params = { query: query.trim(), limit, ...(near ? { near } : {}) };
      return (await answers.get<BillerSearchResponse>('/directory/billers', { params })).billers;
    },
    /**
     * One page of billers matching filters, with how many match in all (search and the directory,
     * docs/product.md#biller-search); `signal` cancels a request a newer one replaces.
     */
    listBillers: (query: BillerListQuery, signal?: AbortSignal) =>
      answers.get<BillerSearchResponse>('/directory/billers', {
        params: query,
        ...(signal ? { signal } : {}),
      }),
    /** One biller by slug or id, with where it serves. */
    biller: (slugOrId: string) =>
      answers.get<BillerDetailResponse>(`/directory/billers/${encodeURIComponent(slugOrId)}`),
    async serviceTypes() {
      return (await answers.get<ServiceTypesResponse>('/directory/service_types')).service_types;
    },
    serviceTypeGroups: () => answers.get<ServiceTypeGroupsResponse>('/directory/service_type_groups'),
  };
}

export type DirectoryApi = ReturnType<typeof createDirectoryApi>;

// docs/product.md#api-client-security: the directory uses no auth token.
export const directoryApiOf = apiOf(({ publicClient }) => createDirectoryApi(publicClient));
