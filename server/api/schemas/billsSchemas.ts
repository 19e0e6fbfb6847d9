// Environment: server
// /bills bodies (docs/product.md#bills): the shape here, the account-number rule in
// src/bills/billRules (shared with the add form), the answers in src/api/contracts.
import { z } from 'zod';
import { positiveId as id } from './idSchemas.js';
import { MAX_BILL_NICKNAME_LENGTH } from '../../../src/bills/billRules.js';

export type { BillResponse } from '../../../src/api/contracts/billsContract.js';

export const newBillSchema = z.object({
  biller_id: id,
  service_type_id: id.optional(),
  account_number: z.string().max(60),
  nickname: z.string().trim().max(MAX_BILL_NICKNAME_LENGTH).optional(),
});

export const billChangesSchema = z
  .object({
    nickname: z.string().trim().max(MAX_BILL_NICKNAME_LENGTH).nullable().optional(),
    paperless: z.boolean().optional(),
  })
  .refine((changes) => changes.nickname !== undefined || changes.paperless !== undefined, {
    message: 'send nickname or paperless',
  });
