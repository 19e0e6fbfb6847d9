// GET /directory/* answers (SPEC §3, §7): the service taxonomy and billers.

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

export type BillerSummary = {
  id: number;
  slug: string;
  name: string;
  service_types: { id: number; slug: string; name: string; icon: string }[];
};

export type BillerSearchResponse = { billers: BillerSummary[] };

export type BillerDetailResponse = BillerSummary & {
  /** Where the biller serves: /usa for national billers, else states or counties. */
  coverage: { hierarchy: string; name: string | null; type: string | null }[];
};
