import { useState, type FormEvent } from 'react';
import type { MeResponse } from '../api/contracts/sessionContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { FormAlert } from '../ui/FormAlert.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { TextField } from '../ui/TextField.js';
import { emailProblem, fieldProblemMessages, normalizeEmail } from './accountRules.js';
import { requestEmailChange, resendVerification } from './accountThunks.js';
import { CurrentPasswordField } from './AccountFields.js';
import { formErrorsOf } from './formErrorsOf.js';
import { formValues } from './formValues.js';

type Errors = Record<string, string | undefined>;

const TRY_AGAIN = 'We couldn’t send this just now. Please try again.';

/**
 * The "confirm your address" notice with a way to have the link mailed again
 * (docs/product.md#confirming-the-address-again); shown wherever an unconfirmed address is.
 */
export function VerifyEmailNotice() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const resend = async () => {
    setBusy(true);
    const result = await dispatch(resendVerification());
    setBusy(false);
    if (resendVerification.fulfilled.match(result) && 'message' in result.payload) {
      setAnswer({ tone: 'ok', text: result.payload.message });
    } else if (resendVerification.rejected.match(result)) {
      const failure = result.payload;
      setAnswer({
        tone: 'error',
        text: failure && (failure.status === 429 || failure.status === 409) ? failure.message : TRY_AGAIN,
      });
    }
  };
  return (
    <div className="account-notice">
      <p>
        Your email address is not confirmed yet: follow the link we mailed you. Until then, reminders and payment
        notices wait in your notifications instead of your inbox.
      </p>
      <Button variant="secondary" size="sm" icon="mail" busy={busy} onClick={() => void resend()}>
        Mail me the link again
      </Button>
      {answer ? (
        <p
          role={answer.tone === 'ok' ? 'status' : 'alert'}
          className={answer.tone === 'ok' ? 'account-notice__answer' : 'form-error'}
        >
          {answer.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The account's address in Profile, and moving it to a new one
 * (docs/product.md#changing-the-email-address): the change waits for the link mailed there.
 */
export function EmailAddressSection({ me }: { me: MeResponse }) {
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const change = formValues(formElement, ['new_email', 'current_password']);
    const problem =
      emailProblem(change.new_email) ?? (normalizeEmail(change.new_email) === me.email ? 'email_same' : undefined);
    const found: Errors = {
      new_email: problem && fieldProblemMessages[problem],
      current_password: change.current_password ? undefined : 'Enter your current password.',
    };
    if (found.new_email || found.current_password) {
      setErrors(found);
      formElement
        .querySelector<HTMLElement>(found.new_email ? '[name="new_email"]' : '[name="current_password"]')
        ?.focus();
      return;
    }
    setBusy(true);
    const result = await dispatch(requestEmailChange(change));
    setBusy(false);
    if (requestEmailChange.fulfilled.match(result) && 'message' in result.payload) {
      setErrors({});
      formElement.reset();
      setSent(result.payload.message);
    } else if (requestEmailChange.rejected.match(result)) {
      setSent(null);
      setErrors(formErrorsOf(result.payload, result.payload?.status === 429 ? result.payload.message : TRY_AGAIN));
    }
  };
  return (
    <div className="email-address">
      <p>
        Email: <strong className="email-address__value">{me.email}</strong>{' '}
        {me.email_verified ? '(confirmed)' : '(not confirmed yet)'}
      </p>
      {me.email_verified ? null : <VerifyEmailNotice />}
      <form
        className="form"
        aria-labelledby="settings-email-change-heading"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h3 id="settings-email-change-heading" className="email-address__heading">
          Change your email address
        </h3>
        <TextField
          label="New email address"
          id="settings-new-email"
          name="new_email"
          type="email"
          autoComplete="email"
          hint="We’ll mail a link there; your address changes once you follow it."
          error={errors.new_email}
        />
        <CurrentPasswordField id="settings-email-password" error={errors.current_password} />
        <FormAlert>{errors.form}</FormAlert>
        {sent ? (
          <p role="status" className="account-notice account-notice--success">
            {sent}
          </p>
        ) : null}
        <FormSubmit variant="secondary" icon="mail" busy={busy}>
          Send the confirmation link
        </FormSubmit>
      </form>
    </div>
  );
}
