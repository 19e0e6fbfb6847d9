// Environment: server and browser The business constants of paying a bill, in one place
// (docs/product.md#fees; the product leaves prices and limits to us, and
// docs/product.md#business-constants-and-limits lists them). The server decides with them; the
// browser shows the same figures before the user confirms. Amounts are integer cents.

export const paymentMethodKinds = ['bank_account', 'debit_card', 'credit_card'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

export type PaymentMethodRule = {
  /** Flat fee in cents. */
  flatFeeCents: number;
  /** Percentage fee in basis points (1/100 of a percent) of the amount, rounded half up. */
  percentFeeBasisPoints: number;
  /** US banking days between the day we send the payment and the day the biller has it. */
  deliveryBankingDays: number;
};

/**
 * Bank transfers (ACH) are free and slow; debit cards are fast with a small flat fee; credit
 * cards carry the card network's cost to us, passed on as a percentage.
 */
export const PAYMENT_METHOD_RULES: Readonly<Record<PaymentMethodKind, PaymentMethodRule>> = {
  bank_account: { flatFeeCents: 0, percentFeeBasisPoints: 0, deliveryBankingDays: 3 },
  debit_card: { flatFeeCents: 199, percentFeeBasisPoints: 0, deliveryBankingDays: 1 },
  credit_card: { flatFeeCents: 0, percentFeeBasisPoints: 295, deliveryBankingDays: 1 },
};

/** The smallest and largest payment we accept, in cents ($1.00 to $25,000.00). */
export const MIN_PAYMENT_CENTS = 100;
export const MAX_PAYMENT_CENTS = 2_500_000;

/** How far ahead a payment may be scheduled, in calendar days. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/** Autopay pays this many days before the due date unless the user picks another (1–30). */
export const DEFAULT_AUTOPAY_DAYS_BEFORE_DUE = 3;
export const MAX_AUTOPAY_DAYS_BEFORE_DUE = 30;

/**
 * Paying the biller yourself (its own website, by bank transfer) is free: the review says so
 * whenever our fee is above zero, so nobody pays a fee without knowing there is a free way.
 */
export function billerCanBePaidDirectlyForFree(feeCents: number): boolean {
  return feeCents > 0;
}
