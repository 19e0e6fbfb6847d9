import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardNumberAsTyped,
  cardValidOn,
  checkNewInstrument,
  parseCardExpiry,
  routingNumberIsValid,
} from './instrumentRules.js';

const today = new Date('2026-06-15T12:00:00Z');
const card = {
  kind: 'card' as const,
  card_number: '4242424242424242',
  expiry_month: 6,
  expiry_year: 2026,
  cvv: '123',
  zip: '98101-1234',
};

describe('instrument rules', () => {
  it('checks the ABA routing checksum', () => {
    expect(routingNumberIsValid('011000015')).toBe(true);
    expect(routingNumberIsValid('021000021')).toBe(true);
    expect(routingNumberIsValid('021000022')).toBe(false);
    expect(routingNumberIsValid('02100002')).toBe(false);
    expect(routingNumberIsValid('02100002a')).toBe(false);
    // Passes the checksum, names no bank.
    expect(routingNumberIsValid('000000000')).toBe(false);
  });

  it('detects the brand of valid numbers only', () => {
    expect(cardBrandOf('4242 4242 4242 4242')).toEqual({ name: 'Visa', cvvLength: 3 });
    expect(cardBrandOf('3782-822463-10005')).toEqual({ name: 'American Express', cvvLength: 4 });
    expect(cardBrandOf('4242424242424241')).toBeNull();
  });

  it('accepts a card expiring this month and refuses last month', () => {
    expect(checkNewInstrument(card, today)).toEqual([]);
    expect(checkNewInstrument({ ...card, expiry_month: 5 }, today)).toEqual([
      { field: 'expiry', message: 'This card has expired.' },
    ]);
  });

  it('names every problem beside its field', () => {
    const fields = checkNewInstrument(
      { ...card, card_number: '1234', cvv: '1', zip: 'x', nickname: 'n'.repeat(41) },
      today,
    ).map((problem) => problem.field);
    expect(fields).toEqual(['nickname', 'card_number', 'cvv', 'zip']);
    expect(
      checkNewInstrument(
        {
          kind: 'bank_account',
          routing_number: '123456789',
          account_number: '12',
          account_type: 'checking',
          holder_name: '',
        },
        today,
      ).map((problem) => problem.field),
    ).toEqual(['routing_number', 'account_number', 'holder_name']);
  });

  it('takes a card as valid through the last day of its expiry month', () => {
    const card = { expiry_month: 12, expiry_year: 2026 };
    expect(cardValidOn(card, '2026-12-31')).toBe(true);
    expect(cardValidOn(card, '2027-01-01')).toBe(false);
    expect(cardValidOn(card, '2027-05-14')).toBe(false);
    expect(cardValidOn({ expiry_month: null, expiry_year: null }, '2040-01-01')).toBe(true);
  });

  it('says a wrong card number as it is typed, once it is complete', () => {
    expect(cardNumberAsTyped('4242 4242')).toEqual({ problem: null, brand: 'Visa' });
    expect(cardNumberAsTyped('4242 4242 4242 4241').problem).toMatch(/Visa card number is not valid/);
    expect(cardNumberAsTyped('4242 4242 4242 4242')).toEqual({ problem: null, brand: 'Visa' });
    expect(cardNumberAsTyped('3782 822463 10006').problem).toMatch(/not valid/);
    expect(cardNumberAsTyped('9999').problem).toBe('Enter a valid card number.');
  });

  it('reads an expiry as people type it', () => {
    for (const typed of ['0929', '09/29', '09 / 2029', '9/29', '092029']) {
      expect(parseCardExpiry(typed), typed).toEqual({ month: 9, year: 2029 });
    }
    expect(parseCardExpiry('13')).toEqual({ month: Number.NaN, year: Number.NaN });
  });
});
