// Environment: server
// Demo accounts the README lists, so anyone can sign in to a freshly seeded product.

export const DEMO_PASSWORD = 'doxo-demo-2026';

export type DemoUser = {
  email: string;
  username: string;
  segment: string;
  /** Preferred home ZIP (falls back to the most populous ZIP if absent from the data). */
  zipCode: string;
  listings: number;
  /** Their doxoPLUS membership (seedMemberships.ts): none when absent. */
  membership?: 'active_annual' | 'grace_monthly';
};

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'demo@doxo.test',
    username: 'demo',
    segment: 'doxoplus',
    zipCode: '98101',
    listings: 12,
    membership: 'active_annual',
  },
  // More than 250 listings: the accounts list runs past two pages of 100
  // (docs/product.md#loading-listings).
  { email: 'many@doxo.test', username: 'many', segment: 'free', zipCode: '10001', listings: 280 },
  // In doxoPLUS's grace period: today's renewal was declined by its card.
  {
    email: 'other@doxo.test',
    username: 'other',
    segment: 'doxoplus',
    zipCode: '60601',
    listings: 5,
    membership: 'grace_monthly',
  },
  // Military mail: an APO ZIP code belongs to Armed Forces Europe (AE), a state of its own.
  { email: 'apo@doxo.test', username: 'apo', segment: 'free', zipCode: '09012', listings: 3 },
];

/**
 * The payment methods every demo account starts with (docs/product.md#bills), so a new tester can
 * pay a bill at once: a free bank account (the default) and a debit card, both on the sandbox rails
 * (server/payments/paymentRails.ts), which decline neither (only the test card 4000 0000 0000 0341
 * is).
 */
export const demoInstruments = [
  {
    kind: 'bank_account',
    nickname: 'Sandbox checking',
    last4: '6789',
    brand: null,
    account_type: 'checking',
    is_default: true,
  },
  {
    kind: 'debit_card',
    nickname: 'Sandbox Visa debit',
    last4: '4242',
    brand: 'Visa',
    account_type: null,
    is_default: false,
  },
] as const;

/** Sandbox cards expire this many years after the seed's anchor date, in December. */
export const DEMO_CARD_YEARS_VALID = 4;
