// Environment: server
// What the product charges for a payment, decided here and nowhere else
// (docs/product.md#fees). The quote, the create, and a payment moved to another method all ask
// this one function, so a change of pricing (a member benefit, a promotion) is made once.
// The fee class is the payment method's kind, which for a card is its funding type as the vault
// read it from the card number (docs/product.md#card-funding-type), never the user's choice.
import { PAYMENT_METHOD_RULES, type PaymentMethodKind } from '../../src/payments/paymentRules.js';

export type FeeQuestion = {
  /** The method's kind: bank account, or a card's fee class from its funding type. */
  methodKind: PaymentMethodKind;
  amountCents: number;
};

/** The fee in cents for paying `amountCents` by `methodKind`. */
export function paymentFeeCents({ methodKind, amountCents }: FeeQuestion): number {
  const rule = PAYMENT_METHOD_RULES[methodKind];
  // Round half up on whole cents: 2.95 % of $10.00 is 29.5 ¢ → 30 ¢.
  const percentPart = Math.floor((amountCents * rule.percentFeeBasisPoints + 5_000) / 10_000);
  return rule.flatFeeCents + percentPart;
}
