// Environment: server Inputs of /api/payments* (docs/product.md#paying-a-bill). Limits come from
// src/payments/paymentRules.ts.
import { z } from 'zod';
import { positiveId, positiveIdText } from './idSchemas.js';
import { billPaymentStatuses } from '../../../src/api/contracts/paymentsContract.js';
import { BILLER_SLUG_PATTERN } from '../../../src/api/contracts/widgetSettingsContract.js';
import {
  DEFAULT_AUTOPAY_DAYS_BEFORE_DUE,
  MAX_AUTOPAY_DAYS_BEFORE_DUE,
  MAX_PAYMENT_CENTS,
  MIN_PAYMENT_CENTS,
} from '../../../src/payments/paymentRules.js';

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'is not a real date',
  );

export const amountCentsSchema = z
  .number()
  .int('must be whole cents')
  .min(MIN_PAYMENT_CENTS, `must be at least ${MIN_PAYMENT_CENTS} cents`)
  .max(MAX_PAYMENT_CENTS, `must be at most ${MAX_PAYMENT_CENTS} cents`);

export const createPaymentBodySchema = z.strictObject({
  listing_id: positiveId,
  payment_instrument_id: positiveId,
  amount_cents: amountCentsSchema,
  /** Omitted: the earliest possible day. */
  delivery_date: calendarDay.optional(),
  /** Pay even though another payment to this bill was made in the last 5 days (409 otherwise). */
  confirm_duplicate: z.boolean().optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

export const paymentQuoteQuerySchema = z.object({
  listing: positiveIdText,
  payment_instrument: positiveIdText,
  amount_cents: z
    .string()
    .regex(/^\d{1,10}$/, 'must be whole cents, written as digits')
    .transform(Number)
    .pipe(amountCentsSchema),
  /** The day the user chose: checked as the create will check it (422 when impossible). */
  delivery_date: calendarDay.optional(),
});

export const PAYMENTS_PAGE_SIZE = 25;

export const paymentListQuerySchema = z.object({
  listing: positiveIdText.optional(),
  status: z.enum(billPaymentStatuses).optional(),
  /** Created on or after this day / on or before this day (UTC). */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENTS_PAGE_SIZE),
  starting_after: positiveIdText.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentPathSchema = z.object({ id: positiveIdText });

export type {
  BillPayment,
  BillPaymentListResponse,
  PaymentQuoteResponse,
} from '../../../src/api/contracts/paymentsContract.js';

export const autopayPathSchema = z.object({ listing: positiveIdText });

export const autopayBodySchema = z
  .strictObject({
    payment_instrument_id: positiveId,
    amount_kind: z.enum(['statement_balance', 'fixed']),
    fixed_amount_cents: amountCentsSchema.nullable().default(null),
    days_before_due: z.number().int().min(1).max(MAX_AUTOPAY_DAYS_BEFORE_DUE).default(DEFAULT_AUTOPAY_DAYS_BEFORE_DUE),
    /** Turned on in the pay flow while this statement is being paid: start with the next. */
    from_next_statement: z.boolean().default(false),
  })
  .refine((rule) => (rule.amount_kind === 'fixed') === (rule.fixed_amount_cents !== null), {
    path: ['fixed_amount_cents'],
    message: 'is required for a fixed amount and only then',
  });

export type { AutopayRuleResponse } from '../../../src/api/contracts/paymentsContract.js';

export const payContextQuerySchema = z.object({ listing: positiveIdText });

/** GET /payments/biller?provider=: paying a biller by its slug (`provider`; docs/product.md#transient-parameters). */
export const payBillerQuerySchema = z.object({
  provider: z.string().regex(BILLER_SLUG_PATTERN, 'must be a biller slug'),
});
export type { PayBillerResponse, PayContextResponse } from '../../../src/api/contracts/paymentsContract.js';
