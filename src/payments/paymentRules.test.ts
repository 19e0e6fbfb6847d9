import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS, billerCanBePaidDirectlyForFree } from './paymentRules';

describe('payment rules', () => {
  it('mentions the free direct way only when our fee is not zero', () => {
    expect(billerCanBePaidDirectlyForFree(0)).toBe(false);
    expect(billerCanBePaidDirectlyForFree(199)).toBe(true);
  });

  it('keeps sane limits', () => {
    expect(MIN_PAYMENT_CENTS).toBeGreaterThan(0);
    expect(MAX_PAYMENT_CENTS).toBeGreaterThan(MIN_PAYMENT_CENTS);
  });
});
