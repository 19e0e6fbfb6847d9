// Environment: server
// GET /insights/{most_common_billers,median_pay_amount,pay_methods,biller_listing}: the widgets of
// SPEC §9 over (all | group | service type) × place at any level × date range × max results.
import { z } from 'zod';
import type { PayMethod } from '../../db/databaseSchema.js';
import type { ServiceType, ServiceTypeGroup } from '../directoryCatalog.js';
import { locationHierarchySchema } from '../locationHierarchy.js';
import type { ServiceTypeSummary } from './accountsSchemas.js';

/** SPEC §9 date ranges and max-result options. */
export const insightDays = ['30', '91', '182', '365'] as const;
export const insightLimits = ['5', '10', '20', '50'] as const;

export const ALL_GROUPS = 'all-groups';
export const ALL_SERVICES = 'all-services';

export const insightFiltersSchema = z.object({
  /** A group slug or name (SPEC §5 matching), or all-groups. */
  service_type_group: z.string().trim().min(1).max(100).default(ALL_GROUPS),
  /** A service type slug or name, or all-services. */
  service_type: z.string().trim().min(1).max(100).default(ALL_SERVICES),
  location: locationHierarchySchema.default('/usa'),
  days: z
    .enum(insightDays, { error: `days must be one of ${insightDays.join(', ')}` })
    .default('365')
    .transform(Number),
});

export const rankedInsightQuerySchema = insightFiltersSchema.extend({
  limit: z
    .enum(insightLimits, { error: `limit must be one of ${insightLimits.join(', ')}` })
    .default('10')
    .transform(Number),
});

export const billerListingQuerySchema = insightFiltersSchema
  .pick({ location: true, days: true })
  .extend({
    biller: z
      .string({ error: 'biller is required (an id or slug)' })
      .regex(/^(?:[1-9]\d{0,9}|[a-z0-9][a-z0-9-]{0,150})$/, 'must be a biller id or slug'),
  });

export type InsightPlace = { hierarchy: string; name: string; type: string; state: string | null };

export type InsightContext = {
  location: InsightPlace;
  service_type_group: ServiceTypeGroup | null;
  service_type: ServiceType | null;
  days: number;
  /** The end of the window the aggregates were computed for; null before the first refresh. */
  as_of: string | null;
};

export type MostCommonBillersResponse = InsightContext & {
  limit: number;
  /** Distinct payers in this scope and place: the denominator of share_of_payers. */
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

export type MedianPayAmountResponse = InsightContext & {
  median_amount_cents: number | null;
  average_amount_cents: number | null;
  payment_count: number;
  payer_count: number;
};

export type PayMethodsResponse = InsightContext & {
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
