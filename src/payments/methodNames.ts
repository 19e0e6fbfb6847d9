import type { PaymentMethodKind } from './paymentRules.js';

/** How the pay flow names a kind of payment method. */
export const methodNames: Readonly<Record<PaymentMethodKind, string>> = {
  bank_account: 'Bank account',
  debit_card: 'Debit card',
  credit_card: 'Credit card',
};
