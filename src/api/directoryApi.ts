import type { AxiosInstance } from 'axios';

// GET /directory/service_types and /directory/service_type_groups (SPEC §7); public, no token.

export type ServiceTypeGroup = { id: number; name: string; slug: string };

export type ServiceType = {
  id: number;
  name: string;
  icon: string;
  slug: string;
  service_type_group: ServiceTypeGroup;
};

export type DirectoryApi = {
  serviceTypes: () => Promise<ServiceType[]>;
  serviceTypeGroups: () => Promise<ServiceTypeGroup[]>;
};

export function createDirectoryApi(client: AxiosInstance): DirectoryApi {
  return {
    async serviceTypes() {
      const response = await client.get<{ service_types: ServiceType[] }>(
        '/directory/service_types',
      );
      return response.data.service_types;
    },
    async serviceTypeGroups() {
      const response = await client.get<ServiceTypeGroup[]>('/directory/service_type_groups');
      return response.data;
    },
  };
}
