import { describe, expect, it } from 'vitest';
import { personalWords } from './accountRules.js';
import { estimatePasswordStrength } from './passwordStrength.js';

describe('estimatePasswordStrength', () => {
  it('refuses common and dictionary passwords, with a reason', () => {
    for (const password of ['password1', 'qwertyuiop', 'sunshine2024']) {
      const strength = estimatePasswordStrength(password);
      expect(strength.strongEnough, password).toBe(false);
      expect(strength.problem).toMatch(/too easy to guess/);
    }
  });

  it('refuses a password made of the person’s own email', () => {
    expect(
      estimatePasswordStrength('janedoe98101', personalWords({ email: 'janedoe@example.com', zip_code: '98101' }))
        .strongEnough,
    ).toBe(false);
  });

  it('accepts a long passphrase of unrelated words', () => {
    const strength = estimatePasswordStrength('violet-canoe-Harbor-71-mint');
    expect(strength.score).toBeGreaterThanOrEqual(3);
    expect(strength.strongEnough).toBe(true);
    expect(strength.problem).toBeUndefined();
  });
});
