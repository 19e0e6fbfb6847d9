// Environment: server
// Whether a new password will do (docs/product.md#password-strength): long enough and, by the
// strength estimator, hard enough to guess, given the person's own words. Sign-up, a reset and a
// password change all judge it here. The estimator and its dictionaries (zxcvbn-ts) load on the
// first new password, not at start: importing them cost the server about 0.2 s of every start
// (docs/performance.md#start-up).
import { fieldProblemMessages, passwordLengthProblem, personalWords } from '../../../src/user/accountRules.js';

/** The new password's problem, by the same rules as sign-up's; none when it is fine. */
export async function newPasswordProblem(
  password: string,
  person: { email: string; zip_code: string; display_name: string | null },
): Promise<{ code: string; message: string } | undefined> {
  const length = passwordLengthProblem(password);
  if (length) return { code: length, message: fieldProblemMessages[length] };
  const { estimatePasswordStrength } = await import('../../../src/user/passwordStrength.js');
  const strength = estimatePasswordStrength(password, personalWords(person));
  return strength.problem ? { code: 'password_weak', message: strength.problem } : undefined;
}
