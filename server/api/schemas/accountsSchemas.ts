// Environment: server
// GET /accounts/list and GET /accounts/{id} (SPEC §7, issue 3).
import { z } from 'zod';
import type { PayMethod } from '../../db/databaseSchema.js';

/** SPEC §9: the accounts page size is 100, and a page never holds more. */
export const ACCOUNTS_PAGE_SIZE = 100;

const positiveIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer id')
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, 'is out of range');

export const accountsListQuerySchema = z.object({
  /** Whose listings: only the signed-in user's own id is allowed (403 otherwise). */
  user: positiveIdText.optional(),
  limit: z.coerce.number().int().min(1).max(ACCOUNTS_PAGE_SIZE).default(ACCOUNTS_PAGE_SIZE),
  /** How many pages the client will walk (SPEC §7); validated, paging itself is per request. */
  max_page: z.coerce.number().int().min(1).max(100).optional(),
  /** Opaque cursor: the `starting_after` of the previous page. */
  starting_after: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'is not a cursor returned by this endpoint')
    .transform(Number)
    .optional(),
});

export const accountPathSchema = z.object({ id: positiveIdText });

export type ProviderSummary = { id: number; slug: string; name: string };
export type ServiceTypeSummary = { id: number; slug: string; name: string; icon: string };

export type ListingItem = {
  id: number;
  provider: ProviderSummary & { service_type: ServiceTypeSummary };
  user: { id: number; username: string };
  account: { id: number; nickname: string | null; masked_account_number: string };
};

export type AccountsListResponse = {
  list: ListingItem[];
  has_more: boolean;
  /** Pass back as `starting_after` for the next page; null on the last page. */
  starting_after: string | null;
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
  due_date: string | null;
  autopay: boolean;
  paperless: boolean;
  created_at: string;
  last_payment: { amount_cents: number; paid_at: string; pay_method: PayMethod } | null;
};
