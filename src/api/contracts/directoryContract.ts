// GET /directory/service_types and /directory/service_type_groups answers (SPEC §3, §7).

export type ServiceTypeGroup = { id: number; slug: string; name: string };

export type ServiceType = {
  id: number;
  slug: string;
  name: string;
  icon: string;
  service_type_group: ServiceTypeGroup;
};

export type ServiceTypesResponse = { service_types: ServiceType[] };
export type ServiceTypeGroupsResponse = ServiceTypeGroup[];
