import { describe, expect, it } from 'vitest';
import type { AutopayStatement } from '../api/contracts/paymentsContract.js';
import { autopayStatementText } from './autopayStatementText.js';

const statement: AutopayStatement = {
  due_date: '2026-12-14',
  state: 'upcoming',
  covered_by_you_cents: 0,
  amount_cents: 3_289,
  send_date: '2026-12-04',
  delivery_date: '2026-12-09',
  payment_id: null,
};

describe('what the bill page says autopay does about the statement', () => {
  it('tells each case in words', () => {
    expect(autopayStatementText(statement)).toBe(
      'Autopay will pay $32.89 for the statement due Dec 14, 2026: sent Dec 4, 2026, it arrives Dec 9, 2026.',
    );
    expect(
      autopayStatementText({
        ...statement,
        state: 'covered_by_you',
        covered_by_you_cents: 3_289,
        amount_cents: null,
      }),
    ).toBe('Autopay will skip the statement due Dec 14, 2026: your payments of $32.89 cover it.');
    expect(
      autopayStatementText({
        ...statement,
        state: 'paying_rest',
        covered_by_you_cents: 1_000,
        amount_cents: 2_289,
      }),
    ).toContain('autopay will pay the remaining $22.89');
    expect(autopayStatementText({ ...statement, state: 'starts_next_statement' })).toContain(
      'Autopay starts with your next statement',
    );
    expect(autopayStatementText({ ...statement, state: 'late' })).toContain('may be late');
  });
});
