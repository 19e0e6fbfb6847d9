// Environment: server /wallet/instruments bodies (docs/product.md#wallet): the shape here, the
// rules in src/wallet/instrumentRules (shared with the add form), the answer types in
// src/api/contracts/walletContract.
import { z } from 'zod';
import {
  bankAccountTypes,
  MAX_NICKNAME_LENGTH,
  type InstrumentUsesDecision,
} from '../../../src/api/contracts/walletContract.js';

export type {
  InstrumentResponse,
  WalletInstrument,
  WalletResponse,
} from '../../../src/api/contracts/walletContract.js';

// Generous bounds on the raw text (spaces and dashes allowed); the rules check the digits.
const nickname = z
  .string()
  .max(MAX_NICKNAME_LENGTH * 2)
  .optional();

export const newInstrumentSchema = z.union([
  z.object({
    // The vault decides debit, credit or prepaid; older clients' choice is read as "a card".
    kind: z.enum(['card', 'debit_card', 'credit_card']).transform(() => 'card' as const),
    card_number: z.string().max(40),
    expiry_month: z.number().int(),
    expiry_year: z.number().int(),
    cvv: z.string().max(8),
    zip: z.string().max(12),
    nickname,
  }),
  z.object({
    kind: z.literal('bank_account'),
    routing_number: z.string().max(20),
    account_number: z.string().max(40),
    account_type: z.enum(bankAccountTypes),
    holder_name: z.string().max(200),
    nickname,
  }),
]);

export const instrumentChangesSchema = z
  .object({
    nickname: z.string().trim().min(1).max(MAX_NICKNAME_LENGTH).optional(),
    is_default: z.literal(true).optional(),
  })
  .refine((changes) => changes.nickname !== undefined || changes.is_default !== undefined, {
    message: 'send nickname or is_default',
  });

export const instrumentIdSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** DELETE /wallet/instruments/{id}'s query: what to do with the instrument's uses, if any. */
export const removalQuerySchema = z
  .object({
    uses: z.enum(['reassign', 'cancel']).optional(),
    reassign_to: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((query) => (query.uses === 'reassign') === (query.reassign_to !== undefined), {
    message: 'send reassign_to with uses=reassign, and only then',
  })
  .transform((query): InstrumentUsesDecision | undefined =>
    query.uses === 'cancel'
      ? { action: 'cancel' }
      : query.uses === 'reassign' && query.reassign_to !== undefined
        ? { action: 'reassign', reassign_to: query.reassign_to }
        : undefined,
  );
