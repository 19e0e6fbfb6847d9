// Environment: server
// GET /directory/service_types, /directory/service_type_groups, /directory/billers[/{id|slug}].
import { z } from 'zod';
import {
  BILLER_ORDERS,
  BILLER_PAGE_SIZE,
  BILLER_SHELVES,
  DIGIT_SHELF,
  MAX_BILLER_PAGE,
  MAX_BILLER_PAGE_SIZE,
} from '../../../src/api/contracts/directoryContract.js';
import { locationHierarchySchema } from '../locationHierarchy.js';

export type { ServiceTypeGroupsResponse, ServiceTypesResponse } from '../../../src/api/contracts/directoryContract.js';

/**
 * Strict: a parameter the endpoint does not know is a 400, never silently ignored, so a misspelt
 * filter cannot pass for "no filter" (docs/product.md#biller-search).
 */
export const billerSearchQuerySchema = z
  .object({
    /** Case-insensitive prefix of the biller name or of a word of it; omitted: every biller. */
    query: z.string().trim().min(1).max(100).optional(),
    /** A service type slug or name. */
    service_type: z.string().trim().min(1).max(100).optional(),
    /** A state, DC or territory code: billers serving it (nation-wide ones included). */
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code such as WA')
      .transform((code) => code.toUpperCase())
      .optional(),
    /** Names starting with this letter, or with a digit for '0-9'. */
    letter: z
      .string()
      .trim()
      .toLowerCase()
      .refine((letter) => (BILLER_SHELVES as readonly string[]).includes(letter), {
        message: `must be one letter a to z or '${DIGIT_SHELF}'`,
      })
      .optional(),
    /** Only billers serving this place. */
    location: locationHierarchySchema.optional(),
    /** The user's location: billers covering their county first, then their state. */
    near: locationHierarchySchema.optional(),
    order: z.enum(BILLER_ORDERS).default('popularity'),
    page: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(MAX_BILLER_PAGE, `must be at most ${MAX_BILLER_PAGE}`)
      .default(1),
    limit: z.coerce.number().int().min(1).max(MAX_BILLER_PAGE_SIZE).default(BILLER_PAGE_SIZE),
  })
  .strict();

export const billerPathSchema = z.object({
  idOrSlug: z.string().regex(/^(?:[1-9]\d{0,9}|[a-z0-9][a-z0-9-]{0,150})$/, 'must be a biller id or slug'),
});

export type {
  BillerDetailResponse,
  BillerSearchResponse,
  BillerSummary,
} from '../../../src/api/contracts/directoryContract.js';
