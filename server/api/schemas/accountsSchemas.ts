// Environment: server
// GET /accounts/list and GET /accounts/{id} (docs/product.md#account-cache).
import { z } from 'zod';
import { positiveIdText } from './idSchemas.js';
import { BILLS_SHOWN_FIRST } from '../../../src/bills/billRules.js';

/** docs/product.md#loading-listings: the accounts page size is 100, and a page never holds more. */
export const ACCOUNTS_PAGE_SIZE = 100;

export const accountsListQuerySchema = z.object({
  /** Whose listings: only the signed-in user's own id is allowed (403 otherwise). */
  user: positiveIdText.optional(),
  limit: z.coerce.number().int().min(1).max(ACCOUNTS_PAGE_SIZE).default(ACCOUNTS_PAGE_SIZE),
  /** How many pages the client will walk (docs/product.md#loading-listings); validated, paging itself is per request. */
  max_page: z.coerce.number().int().min(1).max(100).optional(),
  /** Opaque cursor: the `starting_after` of the previous page. */
  starting_after: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'is not a cursor returned by this endpoint')
    .transform(Number)
    .optional(),
  /** `account_detail`: each item also carries its GET /accounts/{id} answer (docs/performance.md#bills-page-state). */
  include: z.enum(['account_detail'], { error: 'include must be account_detail' }).optional(),
});

/** GET /accounts/due_soonest (docs/product.md#bills-shown-first): at most a page of bills. */
export const billsDueSoonestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACCOUNTS_PAGE_SIZE).default(BILLS_SHOWN_FIRST),
});

export const accountPathSchema = z.object({ id: positiveIdText });

// The answer shapes are shared with the micro-app's client (one schema per endpoint).
export type {
  AccountDetailResponse,
  AccountsListResponse,
  BillsDueSoonestResponse,
  ListingItem,
  ProviderSummary,
  ServiceTypeSummary,
} from '../../../src/api/contracts/accountsContract.js';
