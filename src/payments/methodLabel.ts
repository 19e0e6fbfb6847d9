import type { PaymentMethodKind } from './paymentRules.js';
import { methodNames } from './methodNames.js';

/** What a label needs of a payment method; a removed method's row keeps all of it. */
export type MethodIdentity = {
  kind: PaymentMethodKind;
  brand: string | null;
  account_type: 'checking' | 'savings' | null;
  last4: string;
};

/**
 * How receipts, history and autopay name a payment method in one short phrase: "Visa ••4242",
 * "Checking ••6789" (docs/product.md#removing-a-payment-method: a payment moved off a removed
 * method says from what to what). The card's brand is the vault's; without one, the kind stands in
 * ("Debit card ••4242").
 */
export function methodLabel(method: MethodIdentity): string {
  const name =
    method.kind === 'bank_account'
      ? method.account_type === 'savings'
        ? 'Savings'
        : 'Checking'
      : (method.brand ?? methodNames[method.kind]);
  return `${name} ••${method.last4}`;
}
