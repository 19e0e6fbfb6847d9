// How a payment was made: stored with each payment, counted by the pay-methods insight.
export const payMethods = [
  'bank_account',
  'debit_card',
  'credit_card',
  'cash',
  'check',
  'digital_wallet',
] as const;
export type PayMethod = (typeof payMethods)[number];
