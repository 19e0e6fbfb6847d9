// What makes a payment instrument acceptable (docs/product.md#instrument-rules), in one place for
// both sides: the add form checks as the user types, the server checks again and decides. Card
// numbers are checked with card-validator (Luhn and brand); the ABA routing checksum is ours.
import cardValidator from 'card-validator';
import { bankAccountTypes, MAX_NICKNAME_LENGTH, type NewInstrument } from '../api/contracts/walletContract.js';

/** Fields of the add form; a problem names the one it belongs beside. */
export const instrumentFields = [
  'kind',
  'card_number',
  'expiry',
  'cvv',
  'zip',
  'routing_number',
  'account_number',
  'account_type',
  'holder_name',
  'nickname',
] as const;
export type InstrumentField = (typeof instrumentFields)[number];

export type FieldProblem = { field: InstrumentField; message: string };

export const MAX_HOLDER_NAME_LENGTH = 80;
/** Cards expiring further out than this are typos, not cards. */
const MAX_EXPIRY_YEARS_AHEAD = 20;

/** Keeps the digits people type with spaces or dashes (`4242 4242 …`, `1234-5678`). */
export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 */
export function routingNumberIsValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  // All zeros passes the checksum but names no bank (docs/product.md#instrument-rules).
  if (/^0+$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routingNumber[index]), 0);
  return sum % 10 === 0;
}

export type CardBrand = { name: string; cvvLength: number };

/**
 * What is wrong with a card number as it is being typed, before it is complete: a number no card
 * network starts with, or a complete number failing the Luhn check; null while it may still
 * become valid, or once it is. The brand is named once the prefix tells it.
 */
export function cardNumberAsTyped(cardNumber: string): {
  problem: string | null;
  brand: string | null;
} {
  const digits = digitsOf(cardNumber);
  if (digits === '') return { problem: null, brand: null };
  if (!/^\d+$/.test(digits)) return { problem: 'Use digits only.', brand: null };
  const checked = cardValidator.number(digits);
  const brand = checked.card?.niceType ?? null;
  // Complete: the usual length of the brand's cards (16, or fewer for a brand whose longest is
  // shorter, like American Express's 15), though some networks allow longer numbers.
  const lengths = checked.card?.lengths ?? [];
  const usualLength = Math.min(16, Math.max(0, ...lengths));
  const completeButWrong = lengths.includes(digits.length) && digits.length >= usualLength && !checked.isValid;
  if (!checked.isPotentiallyValid || completeButWrong) {
    return {
      problem: brand ? `This ${brand} card number is not valid: check the digits.` : 'Enter a valid card number.',
      brand,
    };
  }
  return { problem: null, brand };
}

/**
 * A card expiry as people type it: `0929`, `09/29`, `09 / 2029`, `9/29`, `092029` → month and
 * four-digit year; NaN parts fail the shared rules.
 */
export function parseCardExpiry(text: string): { month: number; year: number } {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d{1,2})[/-](\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(compact);
  if (!match) return { month: Number.NaN, year: Number.NaN };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The card network of a full number, once the number is valid (Luhn, length, prefix). */
export function cardBrandOf(cardNumber: string): CardBrand | null {
  const checked = cardValidator.number(digitsOf(cardNumber));
  if (!checked.isValid || !checked.card) return null;
  return { name: checked.card.niceType, cvvLength: checked.card.code.size };
}

/**
 * Whether a card is still valid on `day` (YYYY-MM-DD): a card is good through the last day of its
 * expiry month (docs/product.md#card-valid-on-the-send-date).
 */
export function cardValidOn(expiry: { expiry_month: number | null; expiry_year: number | null }, day: string): boolean {
  if (expiry.expiry_month === null || expiry.expiry_year === null) return true;
  const month = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return month <= expiry.expiry_year * 12 + expiry.expiry_month;
}

/** Year and month (1–12) of `today`, in UTC like every other date the API keeps. */
export function calendarMonthOf(today: Date): { year: number; month: number } {
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
}

/** Every problem of a new instrument; none means the vault may see it. */
export function checkNewInstrument(instrument: NewInstrument, today: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nickname = instrument.nickname?.trim() ?? '';
  if (nickname.length > MAX_NICKNAME_LENGTH) {
    problems.push({ field: 'nickname', message: `Use at most ${MAX_NICKNAME_LENGTH} characters.` });
  }
  if (instrument.kind === 'bank_account') {
    if (!routingNumberIsValid(digitsOf(instrument.routing_number))) {
      problems.push({
        field: 'routing_number',
        message: 'Enter the 9-digit routing number printed on your checks.',
      });
    }
    if (!/^\d{4,17}$/.test(digitsOf(instrument.account_number))) {
      problems.push({
        field: 'account_number',
        message: 'Enter an account number of 4 to 17 digits.',
      });
    }
    if (!bankAccountTypes.includes(instrument.account_type)) {
      problems.push({ field: 'account_type', message: 'Choose checking or savings.' });
    }
    const holder = instrument.holder_name.trim();
    if (holder === '' || holder.length > MAX_HOLDER_NAME_LENGTH) {
      problems.push({ field: 'holder_name', message: 'Enter the name on the account.' });
    }
    return problems;
  }
  const brand = cardBrandOf(instrument.card_number);
  if (!brand) {
    problems.push({ field: 'card_number', message: 'Enter a valid card number.' });
  }
  const { year, month } = calendarMonthOf(today);
  const { expiry_month: expiryMonth, expiry_year: expiryYear } = instrument;
  if (!Number.isInteger(expiryMonth) || expiryMonth < 1 || expiryMonth > 12) {
    problems.push({ field: 'expiry', message: 'Choose the expiry month.' });
  } else if (!Number.isInteger(expiryYear) || expiryYear < year || (expiryYear === year && expiryMonth < month)) {
    problems.push({ field: 'expiry', message: 'This card has expired.' });
  } else if (expiryYear > year + MAX_EXPIRY_YEARS_AHEAD) {
    problems.push({ field: 'expiry', message: 'Check the expiry year.' });
  }
  const cvvLength = brand?.cvvLength ?? 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(instrument.cvv)) {
    problems.push({
      field: 'cvv',
      message: `Enter the ${cvvLength}-digit security code${brand ? ` of your ${brand.name} card` : ''}.`,
    });
  }
  if (!/^\d{5}(-\d{4})?$/.test(instrument.zip.trim())) {
    problems.push({ field: 'zip', message: 'Enter the 5-digit billing ZIP code.' });
  }
  return problems;
}
