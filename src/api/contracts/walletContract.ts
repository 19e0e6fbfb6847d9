// /wallet/instruments (docs/product.md#wallet): the payment instruments of the primary data source
// (docs/product.md#primary-data-source). The one definition the API (server/api) builds and the
// micro-app (src/api, src/wallet) reads. Only what a processor's vault hands back is ever kept: an
// opaque token (never sent to the browser), brand, last four digits, expiry and nickname; never a
// full card or account number, or a CVV.

export const paymentInstrumentKinds = ['bank_account', 'debit_card', 'credit_card'] as const;
export type PaymentInstrumentKind = (typeof paymentInstrumentKinds)[number];

/**
 * A card's funding type, as the vault reads it from the card number's BIN: it decides the fee
 * class (docs/product.md#card-funding-type), never the user's choice.
 */
export const cardFundingTypes = ['debit', 'credit', 'prepaid'] as const;
export type CardFunding = (typeof cardFundingTypes)[number];

export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const MAX_NICKNAME_LENGTH = 40;

export type NewCardInstrument = {
  /**
   * A card: whether it is debit, credit or prepaid is read by the vault from the number
   * (docs/product.md#card-funding-type). Older clients' `debit_card`/`credit_card` are taken as
   * `card`; their choice is not used.
   */
  kind: 'card';
  card_number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
  zip: string;
  nickname?: string;
};

export type NewBankAccountInstrument = {
  kind: 'bank_account';
  routing_number: string;
  account_number: string;
  account_type: BankAccountType;
  holder_name: string;
  nickname?: string;
};

export type NewInstrument = NewCardInstrument | NewBankAccountInstrument;

export type WalletInstrument = {
  id: number;
  kind: PaymentInstrumentKind;
  nickname: string;
  /** Card network's display name (`Visa`…); null for bank accounts and older records. */
  brand: string | null;
  last4: string;
  expiry_month: number | null;
  expiry_year: number | null;
  account_type: BankAccountType | null;
  /** A card's funding type as the vault read it; null for bank accounts and older cards. */
  card_funding: CardFunding | null;
  is_default: boolean;
  created_at: string;
};

export type WalletResponse = { instruments: WalletInstrument[] };
export type InstrumentResponse = { instrument: WalletInstrument };

/** PATCH /wallet/instruments/{id}: rename, or make it the default (true only). */
export type InstrumentChanges = { nickname?: string; is_default?: true };

/** What uses an instrument (scheduled payments, autopay rules): removal asks first. */
export type InstrumentUse = { kind: 'scheduled_payment' | 'autopay'; id: number; label: string };

/** GET /wallet/instruments/{id}/uses. */
export type InstrumentUsesResponse = { uses: InstrumentUse[] };

/**
 * DELETE /wallet/instruments/{id}, when something uses it: move those uses to another of the
 * user's instruments, or cancel them. Sent as the query (`uses=reassign&reassign_to=7`).
 */
export type InstrumentUsesDecision = { action: 'reassign'; reassign_to: number } | { action: 'cancel' };
