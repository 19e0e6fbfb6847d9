// GET /insights/* answers (docs/product.md#dashboard-widgets): built by server/api, read by the
// insights page.
import type { ServiceType, ServiceTypeGroup, ServiceTypeSummary } from './directoryContract.js';
import type { PayMethod } from './payMethods.js';

export type InsightPlace = { hierarchy: string; name: string; type: string; state: string | null };

export type InsightContext = {
  location: InsightPlace;
  service_type_group: ServiceTypeGroup | null;
  service_type: ServiceType | null;
  days: number;
  /** The end of the window the aggregates were computed for; null before the first refresh. */
  as_of: string | null;
};

/**
 * False when the place has fewer payers in this scope than the privacy threshold
 * (src/insights/privacyThreshold.ts): the figures are then withheld (empty lists, nulls, 0).
 */
type Withheld = { enough_data: boolean };

export type MostCommonBillersResponse = InsightContext &
  Withheld & {
    limit: number;
    /** Distinct payers in this scope and place (0 when withheld): the denominator of shares. */
    total_payers: number;
    billers: {
      rank: number;
      biller: { id: number; slug: string; name: string };
      service_type: ServiceTypeSummary;
      payer_count: number;
      /** payer_count / total_payers, 0–1. */
      share_of_payers: number;
    }[];
  };

export type MedianPayAmountResponse = InsightContext &
  Withheld & {
    median_amount_cents: number | null;
    average_amount_cents: number | null;
    payment_count: number;
    payer_count: number;
  };

export type PayMethodsResponse = InsightContext &
  Withheld & {
    payment_count: number;
    pay_methods: {
      pay_method: PayMethod;
      payment_count: number;
      payer_count: number;
      /** payment_count / all payments in scope, 0–1. */
      share_of_payments: number;
    }[];
  };

export type BillerListingResponse = Omit<InsightContext, 'service_type_group' | 'service_type'> & {
  biller: { id: number; slug: string; name: string };
  service_types: {
    service_type: ServiceTypeSummary;
    /** 1 = the most common biller of this service type in this place. */
    rank: number;
    payer_count: number;
    share_of_payers: number;
    payment_count: number;
    median_amount_cents: number;
  }[];
};
