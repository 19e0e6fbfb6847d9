// Environment: server The payment rails (docs/product.md#wallet): what moves money from the user's
// instrument to the biller. A real provider (an ACH originator, a card processor) plugs in behind
// this interface; here the sandbox answers deterministically, like a provider's test mode, because
// the outside world is out of reach (team guide: sandboxes for card networks, banks and billers).
import type { PaymentMethodKind } from '../../src/payments/paymentRules.js';
import { sandboxTokenDeclinesCharges } from '../api/walletVault.js';

export type RailsPayment = {
  /** Sent as the provider's idempotency key: a retried submit after a crash moves money once. */
  confirmationNumber: string;
  methodKind: PaymentMethodKind;
  /** The vault's token for the instrument (walletVault.ts): what a processor charges. */
  instrumentToken: string | null;
  instrumentLast4: string;
  amountCents: number;
  feeCents: number;
};

export type RailsAnswer = { accepted: true } | { accepted: false; reason: string };

export type PaymentRails = {
  submit: (payment: RailsPayment) => Promise<RailsAnswer>;
};

export const RAILS_DECLINE_REASONS = {
  insufficientFunds:
    'Your bank declined the payment for insufficient funds. Nothing was charged; try another payment method or a smaller amount.',
  cardDeclined:
    'Your card issuer declined the payment. Nothing was charged; try another payment method or contact your card issuer.',
} as const;

/**
 * Deterministic triggers (documented in the README):
 * - an amount ending in .13 fails with insufficient funds;
 * - the test card 4000 0000 0000 0341 is declined: the sandbox vault marks its token, so another
 *   card that merely ends in 0341 is charged as any other;
 * - everything else is accepted.
 */
export function createSandboxPaymentRails(): PaymentRails {
  const answered = new Map<string, RailsAnswer>();
  return {
    async submit(payment) {
      // Like a provider, the same idempotency key gets the same answer.
      const earlier = answered.get(payment.confirmationNumber);
      if (earlier) return earlier;
      let answer: RailsAnswer = { accepted: true };
      if (payment.amountCents % 100 === 13) {
        answer = { accepted: false, reason: RAILS_DECLINE_REASONS.insufficientFunds };
      } else if (payment.instrumentToken && sandboxTokenDeclinesCharges(payment.instrumentToken)) {
        answer = { accepted: false, reason: RAILS_DECLINE_REASONS.cardDeclined };
      }
      answered.set(payment.confirmationNumber, answer);
      return Promise.resolve(answer);
    },
  };
}
