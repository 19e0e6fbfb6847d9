// Environment: server
// Whether a new password will do (docs/product.md#password-strength): long enough and, by the
// strength estimator, hard enough to guess, given the person's own words. Sign-up, a reset and a
// password change all judge it here.
import {
  fieldProblemMessages,
  passwordLengthProblem,
  personalWords,
} from '../../../src/user/accountRules.js';
import { estimatePasswordStrength } from '../../../src/user/passwordStrength.js';

/** The new password's problem, by the same rules as sign-up's; none when it is fine. */
export function newPasswordProblem(
  password: string,
  person: { email: string; zip_code: string; display_name: string | null },
): { code: string; message: string } | undefined {
  const length = passwordLengthProblem(password);
  if (length) return { code: length, message: fieldProblemMessages[length] };
  const strength = estimatePasswordStrength(password, personalWords(person));
  return strength.problem ? { code: 'password_weak', message: strength.problem } : undefined;
}
