import { describe, expect, it } from 'vitest';
import { paymentFeeCents } from './paymentFees.js';

describe('payment fees', () => {
  it('charges nothing for a bank transfer, a flat fee for debit, a percentage for credit', () => {
    expect(paymentFeeCents({ methodKind: 'bank_account', amountCents: 12_345 })).toBe(0);
    expect(paymentFeeCents({ methodKind: 'debit_card', amountCents: 12_345 })).toBe(199);
    // 2.95 % of $123.45 = 364.1775 ¢ → 364 ¢
    expect(paymentFeeCents({ methodKind: 'credit_card', amountCents: 12_345 })).toBe(364);
    // 2.95 % of $10.00 = 29.5 ¢ rounds half up to 30 ¢
    expect(paymentFeeCents({ methodKind: 'credit_card', amountCents: 1_000 })).toBe(30);
  });
});
