// How a payment was made: stored with each payment, counted by the pay-methods insight.
export const payMethods = ['bank_account', 'debit_card', 'credit_card', 'cash', 'check', 'digital_wallet'] as const;
export type PayMethod = (typeof payMethods)[number];

/** How each pay method reads in the product. */
export const payMethodLabels: Record<PayMethod, string> = {
  bank_account: 'Bank account',
  debit_card: 'Debit card',
  credit_card: 'Credit card',
  cash: 'Cash',
  check: 'Check',
  digital_wallet: 'Digital wallet',
};
