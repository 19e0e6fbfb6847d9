// Environment: server GET
// /insights/{most_common_billers,median_pay_amount,pay_methods,biller_listing}: the widgets of
// docs/product.md#widget-kinds over (all | group | service type) × place at any level × date range
// × max results.
import { z } from 'zod';
import { locationHierarchySchema } from '../locationHierarchy.js';

/** docs/product.md#widget-options: date ranges and max-result options. */
export const insightDays = ['30', '91', '182', '365'] as const;
export const insightLimits = ['5', '10', '20', '50'] as const;

export const ALL_GROUPS = 'all-groups';
export const ALL_SERVICES = 'all-services';

export const insightFiltersSchema = z.object({
  /** A group slug or name (docs/product.md#directory), or all-groups. */
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

export const billerListingQuerySchema = insightFiltersSchema.pick({ location: true, days: true }).extend({
  biller: z
    .string({ error: 'biller is required (an id or slug)' })
    .regex(/^(?:[1-9]\d{0,9}|[a-z0-9][a-z0-9-]{0,150})$/, 'must be a biller id or slug'),
});

// The answer shapes are shared with the micro-app's client (one schema per endpoint).
export type {
  BillerListingResponse,
  InsightContext,
  InsightPlace,
  MedianPayAmountResponse,
  MostCommonBillersResponse,
  PayMethodsResponse,
} from '../../../src/api/contracts/insightsContract.js';
