// GET /directory/* answers (docs/product.md#directory): the service taxonomy and billers.

export type ServiceTypeGroup = { id: number; slug: string; name: string };
/** A service type where an answer names it without its group. */
export type ServiceTypeSummary = { id: number; slug: string; name: string; icon: string };

export type ServiceType = ServiceTypeSummary & { service_type_group: ServiceTypeGroup };

export type ServiceTypesResponse = { service_types: ServiceType[] };
export type ServiceTypeGroupsResponse = ServiceTypeGroup[];

export type BillerSummary = {
  id: number;
  slug: string;
  name: string;
  service_types: ServiceTypeSummary[];
  /** Only with `near`: the biller serves the user's county or state (docs/product.md#biller-directory). */
  near_you?: boolean;
};

/** How a biller list is ordered: most popular first (search) or by name (the directory). */
export const BILLER_ORDERS = ['popularity', 'name'] as const;
export type BillerOrder = (typeof BILLER_ORDERS)[number];

/** The first-letter shelves of the directory: a to z, and one for names starting with a digit. */
export const DIGIT_SHELF = '0-9';
export const BILLER_SHELVES = [...'abcdefghijklmnopqrstuvwxyz', DIGIT_SHELF] as const;

/** The deepest page a biller list answers (docs/product.md#biller-search). */
export const MAX_BILLER_PAGE = 500;
/** Billers per page unless `limit` says otherwise, and the most a page may hold. */
export const BILLER_PAGE_SIZE = 20;
export const MAX_BILLER_PAGE_SIZE = 50;

/** GET /directory/billers: filters, order and page; every one optional. */
export type BillerListQuery = {
  /** The start of the name or of a word of it. */
  query?: string;
  /** A service type slug or name. */
  service_type?: string;
  /** A state, DC or territory code (WA): billers serving it. */
  state?: string;
  /** A first letter, or DIGIT_SHELF. */
  letter?: string;
  /** Only billers serving this location hierarchy. */
  location?: string;
  /** The user's location hierarchy: billers nearest it first. */
  near?: string;
  order?: BillerOrder;
  /** 1-based. */
  page?: number;
  limit?: number;
};

export type BillerSearchResponse = {
  billers: BillerSummary[];
  page: number;
  page_size: number;
  /** How many billers match the filters, over every page. */
  total: number;
};

export type BillerDetailResponse = BillerSummary & {
  /** Where the biller serves: /usa for national billers, else states or counties. */
  coverage: { hierarchy: string; name: string | null; type: string | null }[];
};
