// Environment: server
// Inputs of /api/membership* (docs/product.md#doxoplus). A plan is taken as text and judged by
// the plans module (an unknown plan is a 422 that names the plans, not a 400 of shape).
import { z } from 'zod';
import { positiveId, positiveIdText } from './idSchemas.js';

const planText = z.string().min(1).max(40);

export const membershipQuoteQuerySchema = z.object({ plan: planText });

export const enrollBodySchema = z.strictObject({
  plan: planText,
  payment_instrument_id: positiveId,
});

export const membershipChangesBodySchema = z
  .strictObject({ plan: planText.optional(), payment_instrument_id: positiveId.optional() })
  .refine(
    (changes) => changes.plan !== undefined || changes.payment_instrument_id !== undefined,
    'name a plan or a payment_instrument_id to change',
  );

export const membershipChargePathSchema = z.object({ id: positiveIdText });

export type {
  Membership,
  MembershipChargeResponse,
  MembershipQuote,
  MembershipResponse,
} from '../../../src/api/contracts/membershipContract.js';
