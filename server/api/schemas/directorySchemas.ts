// Environment: server
// GET /directory/service_types, /directory/service_type_groups, /directory/billers[/{id|slug}].
import { z } from 'zod';
import { locationHierarchySchema } from '../locationHierarchy.js';

export type {
  ServiceTypeGroupsResponse,
  ServiceTypesResponse,
} from '../../../src/api/contracts/directoryContract.js';

export const billerSearchQuerySchema = z.object({
  /** Case-insensitive prefix of the biller name; omitted: the most popular billers. */
  query: z.string().trim().min(1).max(100).optional(),
  /** A service type slug or name. */
  service_type: z.string().trim().min(1).max(100).optional(),
  /** Only billers serving this place. */
  location: locationHierarchySchema.optional(),
  /** The user's location: billers covering their county first, then their state (issue 13). */
  near: locationHierarchySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const billerPathSchema = z.object({
  idOrSlug: z
    .string()
    .regex(/^(?:[1-9]\d{0,9}|[a-z0-9][a-z0-9-]{0,150})$/, 'must be a biller id or slug'),
});

export type {
  BillerDetailResponse,
  BillerSearchResponse,
  BillerSummary,
} from '../../../src/api/contracts/directoryContract.js';
