import { describe, expect, it } from 'vitest';
import {
  MAX_PAYMENT_CENTS,
  MIN_PAYMENT_CENTS,
  billerCanBePaidDirectlyForFree,
  paymentFeeCents,
} from './paymentRules';

describe('payment fees', () => {
  it('charges nothing for a bank transfer, a flat fee for debit, a percentage for credit', () => {
    expect(paymentFeeCents('bank_account', 12_345)).toBe(0);
    expect(paymentFeeCents('debit_card', 12_345)).toBe(199);
    // 2.95 % of $123.45 = 364.1775 ¢ → 364 ¢
    expect(paymentFeeCents('credit_card', 12_345)).toBe(364);
    // 2.95 % of $10.00 = 29.5 ¢ rounds half up to 30 ¢
    expect(paymentFeeCents('credit_card', 1_000)).toBe(30);
  });

  it('mentions the free direct way only when our fee is not zero', () => {
    expect(billerCanBePaidDirectlyForFree(paymentFeeCents('bank_account', 5_000))).toBe(false);
    expect(billerCanBePaidDirectlyForFree(paymentFeeCents('debit_card', 5_000))).toBe(true);
  });

  it('keeps sane limits', () => {
    expect(MIN_PAYMENT_CENTS).toBeGreaterThan(0);
    expect(MAX_PAYMENT_CENTS).toBeGreaterThan(MIN_PAYMENT_CENTS);
  });
});
