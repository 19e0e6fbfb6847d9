import { useId, useState } from 'react';
import { lazyModule } from '../ui/lazyModule.js';
import { TextField } from '../ui/TextField.js';
import { useLazyModule } from '../ui/useLazyModule.js';
import { PASSWORD_MIN_LENGTH } from './accountRules.js';

// The strength estimator and its dictionaries load when a new-password field is first used, not
// with the page (docs/product.md#password-strength).
const passwordStrength = lazyModule(() => import('./passwordStrength.js'));

const strengthWords = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;

export type NewPasswordFieldProps = {
  id: string;
  label?: string;
  name?: string;
  error?: string | undefined;
  /** The person's own words (email, ZIP code, name): a password made of them is weak. */
  related: readonly string[];
};

/** What the estimator says is wrong with `password` (loading it if need be); none when strong. */
export async function passwordStrengthProblem(
  password: string,
  related: readonly string[],
): Promise<string | undefined> {
  const estimator = await passwordStrength.load();
  return estimator.estimatePasswordStrength(password, related).problem;
}

/**
 * A new password with a strength meter under it. The meter is a native <meter> named by the
 * text beside it, which a screen reader hears as it changes (politely, not on every key).
 */
export function NewPasswordField({ id, label = 'Password', name = 'password', error, related }: NewPasswordFieldProps) {
  const [estimator, requestEstimator] = useLazyModule(passwordStrength, 'account/loadPasswordStrength');
  const [password, setPassword] = useState('');
  const textId = useId();
  const strength = estimator && password.length > 0 ? estimator.estimatePasswordStrength(password, related) : undefined;
  const words = strength
    ? `Password strength: ${strengthWords[strength.score]}`
    : 'Password strength: type a password to see it.';
  return (
    <div className="new-password">
      <TextField
        label={label}
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few uncommon words make a strong one.`}
        error={error}
        onFocus={requestEstimator}
        onChange={(event) => {
          requestEstimator();
          setPassword(event.currentTarget.value);
        }}
      />
      <div className="strength-meter">
        <meter
          className="strength-meter__bar"
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={strength?.score ?? 0}
          aria-labelledby={textId}
        />
        <span id={textId} className="strength-meter__text" aria-live="polite">
          {words}
        </span>
      </div>
    </div>
  );
}
