// Environment: server Where full card and account numbers go
// (docs/product.md#removing-a-payment-method): a processor's vault takes them once and hands back
// an opaque token; we keep the token, never the numbers. PaymentVault is the seam a real processor
// plugs into; the sandbox below behaves like a provider's test mode, with documented test numbers,
// and keeps nothing.
import { randomBytes } from 'node:crypto';
import type { CardFunding, NewInstrument } from '../../src/api/contracts/walletContract.js';
import { cardBrandOf, digitsOf } from '../../src/wallet/instrumentRules.js';

export type VaultedInstrument = {
  token: string;
  brand: string | null;
  last4: string;
  /** A card's funding type, read from its BIN as real vaults answer; null for a bank account. */
  cardFunding: CardFunding | null;
};

export type VaultDecline = {
  field: 'card_number' | 'account_number';
  code: 'card_declined' | 'account_unverified';
  message: string;
};

export type VaultAnswer = { ok: true; vaulted: VaultedInstrument } | { ok: false; decline: VaultDecline };

export type PaymentVault = {
  /** Receives an instrument already checked by instrumentRules; never logs or keeps it. */
  tokenize: (instrument: NewInstrument) => Promise<VaultAnswer>;
};

/** The sandbox's test numbers (docs/product.md#sandbox-numbers): any other valid number is accepted. */
export const sandboxTestNumbers = {
  /** Declined when added: the form shows "Your card was declined". */
  declinedCard: '4000000000000002',
  /** Added fine; its token tells the sandbox payment rails to decline charges. */
  cardDecliningCharges: '4000000000000341',
  /** A bank account the sandbox cannot verify when added. */
  unverifiableAccount: '000000000002',
} as const;

/**
 * The sandbox's BIN table: the funding type of each test card's issuer identification number
 * (its first six digits), as a processor's card-metadata lookup answers it. A BIN the table does
 * not know is read as credit, the class processors assume when the issuer says nothing.
 */
export const sandboxCardFundingByBin: Readonly<Record<string, CardFunding>> = {
  '424242': 'credit', // Visa 4242 4242 4242 4242
  '400000': 'credit', // Visa 4000 0000 0000 0341 (and the declined 0002)
  '400005': 'debit', // Visa debit 4000 0566 5566 5556
  '555555': 'credit', // Mastercard 5555 5555 5555 4444
  '520082': 'debit', // Mastercard debit 5200 8282 8282 8210
  '510510': 'prepaid', // Mastercard prepaid 5105 1051 0510 5100
  '378282': 'credit', // American Express 3782 822463 10005
  '601111': 'credit', // Discover 6011 1111 1111 1117
};

/** The funding type the sandbox vault reads for a full card number. */
export function sandboxCardFunding(cardNumber: string): CardFunding {
  return sandboxCardFundingByBin[digitsOf(cardNumber).slice(0, 6)] ?? 'credit';
}

const TOKEN_PREFIX = 'tok_sandbox_';
const DECLINES_CHARGES = 'declines_';

/** For the sandbox payment rails: does this token's test card decline charges? */
export function sandboxTokenDeclinesCharges(token: string): boolean {
  return token.startsWith(`${TOKEN_PREFIX}${DECLINES_CHARGES}`);
}

/** A token of the sandbox's charge-declining test card, for seeded demo data. */
export function sandboxDecliningToken(suffix: string): string {
  return `${TOKEN_PREFIX}${DECLINES_CHARGES}${suffix}`;
}

export function createSandboxPaymentVault(): PaymentVault {
  return {
    async tokenize(instrument) {
      const number =
        instrument.kind === 'bank_account' ? digitsOf(instrument.account_number) : digitsOf(instrument.card_number);
      if (instrument.kind !== 'bank_account' && number === sandboxTestNumbers.declinedCard) {
        return {
          ok: false,
          decline: {
            field: 'card_number',
            code: 'card_declined',
            message: 'Your card was declined. Use another card or call your bank.',
          },
        };
      }
      if (instrument.kind === 'bank_account' && number === sandboxTestNumbers.unverifiableAccount) {
        return {
          ok: false,
          decline: {
            field: 'account_number',
            code: 'account_unverified',
            message: 'We could not verify this account. Check the routing and account numbers.',
          },
        };
      }
      const behaviour = number === sandboxTestNumbers.cardDecliningCharges ? DECLINES_CHARGES : '';
      return {
        ok: true,
        vaulted: {
          token: `${TOKEN_PREFIX}${behaviour}${randomBytes(12).toString('hex')}`,
          brand: instrument.kind === 'bank_account' ? null : (cardBrandOf(number)?.name ?? null),
          last4: number.slice(-4),
          cardFunding: instrument.kind === 'bank_account' ? null : sandboxCardFunding(number),
        },
      };
    },
  };
}
