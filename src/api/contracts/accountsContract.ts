// GET /accounts/list and GET /accounts/{id} answers (docs/product.md#account-cache): the one
// definition the API (server/api) builds and the micro-app's client (src/api) reads.
import type { CursorPage } from './cursorPage.js';
import type { ServiceTypeSummary } from './directoryContract.js';
import type { PayMethod } from './payMethods.js';

export type { ServiceTypeSummary } from './directoryContract.js';

export type ProviderSummary = { id: number; slug: string; name: string };

export type ListingItem = {
  id: number;
  provider: ProviderSummary & { service_type: ServiceTypeSummary };
  user: { id: number; username: string };
  account: { id: number; nickname: string | null; masked_account_number: string };
  /**
   * The account detail of GET /accounts/{id}, present when the page was asked for with
   * `include=account_detail` (docs/performance.md#server-rendering): the bills screen fills the
   * account cache (docs/product.md#account-cache) from the pages it walks anyway instead of one
   * call per bill.
   */
  account_detail?: AccountDetailResponse;
};

export type AccountsListResponse = CursorPage<ListingItem>;

/**
 * GET /accounts/due_soonest: the first screen of /u/bills (docs/product.md#bills-shown-first), the
 * bills due soonest with their account details, each biller, service type and county median once
 * and referred to by id instead of repeated in every bill.
 */
export type BillsDueSoonestResponse = {
  /** How many bills the user has in all. */
  total_count: number;
  user: { id: number; username: string };
  /** Due soonest first (bills with no due date last, ties by id). */
  accounts: SlimAccountDetail[];
  billers: ProviderSummary[];
  service_types: AccountDetailResponse['service_type'][];
  /** The user's county, the one every median below is taken in; null when their location names none. */
  county: CountyMedian['county'];
  county_medians: (Omit<CountyMedian, 'county'> & { service_type_id: number })[];
};

/** An account detail whose biller and service type are given by id. */
export type SlimAccountDetail = Omit<AccountDetailResponse, 'provider' | 'service_type' | 'county_median'> & {
  provider_id: number;
  service_type_id: number;
};

export type AccountDetailResponse = {
  id: number;
  provider: ProviderSummary;
  service_type: ServiceTypeSummary & {
    service_type_group: { id: number; slug: string; name: string };
  };
  nickname: string | null;
  masked_account_number: string;
  balance_cents: number;
  /** The statement's minimum payment (docs/product.md#statements). */
  minimum_due_cents: number;
  due_date: string | null;
  autopay: boolean;
  paperless: boolean;
  created_at: string;
  last_payment: { amount_cents: number; paid_at: string; pay_method: PayMethod } | null;
  /** The payment on its way to the biller that arrives first, if any (docs/product.md#bills). */
  upcoming_payment: UpcomingPayment | null;
  /** What payers in the user's county pay for this bill's service type (docs/product.md#county-median). */
  county_median: CountyMedian;
};

/** A payment made and not yet delivered: scheduled, or processing or sent on the rails. */
export type UpcomingPayment = {
  id: number;
  amount_cents: number;
  delivery_date: string;
  status: 'scheduled' | 'processing' | 'sent';
};

/**
 * The median a typical payer in the user's county pays per bill of one service type, from the
 * precomputed insights aggregates (migration 0002) over their longest window. Below the privacy
 * threshold (src/insights/privacyThreshold.ts) the API withholds the figure: `enough_data` false.
 */
export type CountyMedian = {
  /** The user's county; null when their location names none. */
  county: { hierarchy: string; name: string; state: string | null } | null;
  days: number;
  enough_data: boolean;
  median_cents: number | null;
};
