import { useState, type FormEvent } from 'react';
import { useContainer } from '../container/ContainerContext.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { FormAlert } from '../ui/FormAlert.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { LinkButton } from '../ui/LinkButton.js';
import { PageHeader } from '../ui/PageHeader.js';
import { AccountEmailField } from './AccountFields.js';
import { emailProblem, fieldProblemMessages } from './accountRules.js';
import { formValues } from './formValues.js';
import {
  confirmEmailChange,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  type AccountFailure,
} from './accountThunks.js';
import { NewPasswordField, passwordStrengthProblem } from './NewPasswordField.js';

// The pages mailed links open (docs/product.md#mailed-links). Each asks before it changes
// anything: mail scanners open links by themselves, and a link used up by a scanner would fail
// its owner.

const EXPIRED = 'This link has expired or was used already. Links work once, for a limited time: ask for a new one.';

function failureMessage(failure: AccountFailure | undefined): string {
  if (failure?.status === 410) return EXPIRED;
  if (failure?.status === 429) return failure.message;
  return 'Something went wrong just now. Please try again.';
}

function MissingToken() {
  return <FormAlert>This address is missing its link code. Open the link from your email again.</FormAlert>;
}

/**
 * A mailed link's page that changes something with one click (confirming an address): the
 * button, then what happened. `confirm` answers the success words, or throws the failure's.
 */
function LinkConfirmation({
  token,
  heading,
  intro,
  action,
  done,
  confirm,
}: {
  token: string | null;
  heading: string;
  intro: string;
  action: string;
  done: { href: string; label: string };
  confirm: (token: string) => Promise<{ ok: true; text: string } | { ok: false; text: string }>;
}) {
  const [state, setState] = useState<'ready' | 'busy' | 'done' | 'failed'>('ready');
  const [message, setMessage] = useState('');
  const run = async () => {
    if (!token) return;
    setState('busy');
    const outcome = await confirm(token);
    setMessage(outcome.text);
    setState(outcome.ok ? 'done' : 'failed');
  };
  return (
    <div className="account-page">
      <PageHeader heading={heading}>{intro}</PageHeader>
      <Card>
        {!token ? <MissingToken /> : null}
        {state === 'done' ? (
          <>
            <p role="status" className="account-notice account-notice--success">
              {message}
            </p>
            <LinkButton href={done.href}>{done.label}</LinkButton>
          </>
        ) : (
          <div className="form">
            {state === 'failed' ? <FormAlert>{message}</FormAlert> : null}
            <div className="form-actions">
              <Button icon="mail" busy={state === 'busy'} disabled={!token} onClick={() => void run()}>
                {action}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}

export function VerifyEmailScreen({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <LinkConfirmation
      token={token}
      heading="Confirm your email address"
      intro="Confirming it lets us send you reminders and receipts, and help you back in if you forget your password."
      action="Confirm my email address"
      done={{ href: paths.bills(), label: 'Go to your bills' }}
      confirm={async (value) => {
        const result = await dispatch(verifyEmail(value));
        return verifyEmail.fulfilled.match(result)
          ? { ok: true, text: 'Your email address is confirmed. Thank you.' }
          : { ok: false, text: failureMessage(result.payload) };
      }}
    />
  );
}

/** `/u/confirm-email`: the link mailed to a new address (docs/product.md#changing-the-email-address). */
export function ConfirmEmailChangeScreen({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  const container = useContainer();
  return (
    <LinkConfirmation
      token={token}
      heading="Confirm your new email address"
      intro="Your account moves to this address once you confirm it; we tell your old address."
      action="Use my new email address"
      done={{ href: paths.userAccount(), label: 'Go to your account settings' }}
      confirm={async (value) => {
        const result = await dispatch(confirmEmailChange(value));
        if (confirmEmailChange.fulfilled.match(result) && result.payload.status === 'email_changed') {
          // A signed-in browser shows the new address at once.
          await container?.refreshSession();
          return { ok: true, text: `Your account now uses ${result.payload.email}.` };
        }
        const failure = confirmEmailChange.rejected.match(result) ? result.payload : undefined;
        return {
          ok: false,
          text: failure?.status === 409 ? failure.message : failureMessage(failure),
        };
      }}
    />
  );
}

export function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = formValues(event.currentTarget, ['email']);
    const problem = emailProblem(email);
    if (problem) {
      setError(fieldProblemMessages[problem]);
      return;
    }
    setBusy(true);
    const result = await dispatch(requestPasswordReset(email));
    setBusy(false);
    if (requestPasswordReset.fulfilled.match(result) && result.payload.status === 'reset_requested') {
      setError(undefined);
      setSent(result.payload.message);
    } else if (requestPasswordReset.rejected.match(result)) {
      setError(result.payload?.fields.email ?? failureMessage(result.payload));
    }
  };
  return (
    <div className="account-page">
      <PageHeader heading="Forgot your password?">
        Enter your account’s email address and we’ll mail you a link to choose a new one.
      </PageHeader>
      <Card>
        {sent ? (
          <p role="status" className="account-notice">
            {sent}
          </p>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <AccountEmailField id="forgot-password-email" error={error} />
            <FormSubmit icon="mail" busy={busy}>
              Mail me a link
            </FormSubmit>
          </form>
        )}
      </Card>
    </div>
  );
}

export function ResetPasswordScreen({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  const container = useContainer();
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const form = event.currentTarget;
    const { password } = formValues(form, ['password']);
    setBusy(true);
    try {
      const weak = await passwordStrengthProblem(password, []);
      if (weak) {
        setError(weak);
        form.querySelector<HTMLElement>('input[name="password"]')?.focus();
        return;
      }
      const result = await dispatch(resetPassword({ token, password }));
      if (resetPassword.fulfilled.match(result)) {
        setDone(true);
        // The answer set this browser's new session cookie: the container picks it up.
        await container?.refreshSession();
      } else {
        setError(result.payload?.fields.password);
        setFormError(result.payload?.fields.password ? undefined : failureMessage(result.payload));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account-page">
      <PageHeader heading="Choose a new password">Choosing a new password signs you out everywhere else.</PageHeader>
      <Card>
        {!token ? <MissingToken /> : null}
        {done ? (
          <>
            <p role="status" className="account-notice account-notice--success">
              Your password is changed and you are signed in. Every other session was signed out.
            </p>
            <LinkButton href={paths.bills()}>Go to your bills</LinkButton>
          </>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <NewPasswordField id="reset-password" label="New password" error={error} related={[]} />
            {formError ? (
              <FormAlert>
                {formError} <a href={paths.forgotPassword()}>Ask for a new link</a>
              </FormAlert>
            ) : null}
            <FormSubmit icon="key-round" busy={busy} disabled={!token}>
              Save my new password
            </FormSubmit>
          </form>
        )}
      </Card>
    </div>
  );
}
