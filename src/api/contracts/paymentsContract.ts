// Bill payments (docs/product.md#bills): the answers of /api/payments*, shared by the server that
// builds them and the browser that shows them. Amounts are integer cents; dates are 'YYYY-MM-DD'.
import type { PaymentMethodKind } from '../../payments/paymentRules.js';
import type { CursorPage } from './cursorPage.js';

export const billPaymentStatuses = ['scheduled', 'processing', 'sent', 'delivered', 'failed', 'canceled'] as const;
export type BillPaymentStatus = (typeof billPaymentStatuses)[number];

export type BillPaymentEvent = { status: BillPaymentStatus; reason: string | null; at: string };

/**
 * A change of what a scheduled payment is paid from (docs/product.md#removing-a-payment-method: its
 * method was removed and the user moved it to another). Methods are named as methodLabel.ts does
 * ("Visa ••4242").
 */
export type BillPaymentChange = {
  at: string;
  from_method: string;
  to_method: string;
  from_fee_cents: number;
  to_fee_cents: number;
  from_send_date: string;
  to_send_date: string;
};

export type BillPayment = {
  id: number;
  confirmation_number: string;
  listing_id: number;
  biller_name: string;
  listing_nickname: string | null;
  payment_instrument_id: number | null;
  method_kind: PaymentMethodKind;
  instrument_last4: string;
  /** The method it is paid from now, named for the user ("Checking ••6789"). */
  method_label: string;
  /** It was moved to another method since it was made (details in `changes`). */
  changed: boolean;
  amount_cents: number;
  fee_cents: number;
  total_cents: number;
  send_date: string;
  delivery_date: string;
  autopay: boolean;
  status: BillPaymentStatus;
  /** Why it failed or was canceled, in words for the user. */
  status_reason: string | null;
  created_at: string;
  /** Oldest first; present on GET /payments/{id} and on creation. */
  events?: BillPaymentEvent[];
  /** Oldest first; present where `events` is. */
  changes?: BillPaymentChange[];
};

export type BillPaymentListResponse = CursorPage<BillPayment>;

/** GET /payments/quote: what the review step shows before the user confirms. */
export type PaymentQuoteResponse = {
  amount_cents: number;
  fee_cents: number;
  total_cents: number;
  method_kind: PaymentMethodKind;
  earliest_delivery_date: string;
  latest_delivery_date: string;
  /** Paying the biller directly would cost nothing (shown whenever our fee is above zero). */
  free_direct_payment_available: boolean;
  /**
   * The fee a non-member would pay that doxoPLUS waives for this member (0 when nothing is
   * waived): the review shows it struck through, with the saving (docs/product.md#member-fees).
   */
  member_fee_waived_cents: number;
};

/** GET/PUT /autopay/{listing}: a bill's autopay rule and the day it next pays. */
export type AutopayRuleResponse = {
  listing_id: number;
  payment_instrument_id: number;
  amount_kind: 'statement_balance' | 'fixed';
  fixed_amount_cents: number | null;
  days_before_due: number;
  /**
   * The day the scheduler will create the next payment; null when the statement has no due date
   * ahead or autopay has paid it already (the next statement brings the next date).
   */
  next_autopay_date: string | null;
  /** Since the rule was set, oldest first: moves to another method when its own was removed. */
  changes: AutopayRuleChange[];
  /** What autopay does about the current statement, for the bill page to tell in words. */
  statement: AutopayStatement | null;
  /**
   * The rule's card expires before the send date of its next payment (or within the next
   * statement's): the bill page asks for another method
   * (docs/product.md#card-valid-on-the-send-date).
   */
  card_expires_before_next_payment: boolean;
};

/**
 * Autopay and the current statement (docs/product.md#autopay-and-payments-by-hand):
 * - `upcoming`: autopay will pay `amount_cents`, sent `send_date`, delivered `delivery_date`;
 * - `paying_rest`: the user's own payments cover `covered_by_you_cents`; autopay pays the rest;
 * - `covered_by_you`: the user's own payments cover the statement: autopay skips it;
 * - `starts_next_statement`: autopay was turned on while this statement was being paid;
 * - `made`: autopay's payment for this statement is made (`payment_id`);
 * - `late`: too late to arrive by the due date: autopay pays at once, delivered `delivery_date`;
 * - `nothing_due`: nothing to pay on this statement.
 */
export type AutopayStatement = {
  due_date: string;
  state: 'upcoming' | 'paying_rest' | 'covered_by_you' | 'starts_next_statement' | 'made' | 'late' | 'nothing_due';
  covered_by_you_cents: number;
  amount_cents: number | null;
  send_date: string | null;
  delivery_date: string | null;
  payment_id: number | null;
};

export type AutopayRuleChange = { at: string; from_method: string; to_method: string };

/** GET /payments/context?listing=: what the pay-a-bill panel needs, in one call. */
export type PayContextResponse = {
  bill: {
    id: number;
    biller_name: string;
    nickname: string | null;
    masked_account_number: string;
    amount_due_cents: number;
    due_date: string | null;
    /** What the review's opt-ins offer to turn on (opt_in_paperless, opt_in_auto_pay; docs/product.md#transient-parameters). */
    paperless: boolean;
    autopay: boolean;
    /** The last amount paid to this bill, if any: what a bill with nothing due proposes. */
    last_paid_cents: number | null;
  };
  instruments: {
    id: number;
    kind: PaymentMethodKind;
    nickname: string;
    last4: string;
    is_default: boolean;
  }[];
};

/**
 * GET /payments/biller?provider=: starting to pay a biller rather than a bill
 * (docs/product.md#transient-parameters `provider`, docs/product.md#bills). `listing_id` is the
 * user's bill with that biller when they have one (the flow goes to it); null when a bill must be
 * added first.
 */
export type PayBillerResponse = {
  biller: { id: number; slug: string; name: string; service_types: { id: number; name: string }[] };
  listing_id: number | null;
};
