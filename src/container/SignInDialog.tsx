import { isApiCallError } from '../api/createApiClient.js';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { paths } from '../routing/paths.js';
import { FormAlert } from '../ui/FormAlert.js';
import { TextField } from '../ui/TextField.js';
import { useToast } from '../ui/Toast.js';
import { lazyModule } from '../ui/lazyModule.js';
import { useLazyModule } from '../ui/useLazyModule.js';
import type { ReferenceContainer } from './referenceContainer.js';
import { useSignInPromptOpen } from './signInPrompt.js';

function messageFor(error: unknown): string {
  if (isApiCallError(error)) {
    const status = error.response?.status;
    if (status === 401) return 'That email and password don’t match an account.';
    if (status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
    if (status === 400) return 'Enter a valid email address and your password.';
  }
  return 'We couldn’t sign you in just now. Please try again.';
}

// The sign-up form (and its strength meter) loads when a visitor asks to create an account:
// the dialog is on every page, the form would weigh on every page's first load.
const signUpForm = lazyModule(() => import('../user/SignUpForm.js'));

/**
 * The container's sign-in dialog (src/ui/Dialog: a native modal <dialog>, so focus trap and Escape
 * are the browser's). Escape, Close and Cancel cancel the sign-in
 * (docs/product.md#sign-in-and-sign-out).
 */
export function SignInDialog({ container }: { container: ReferenceContainer | null }) {
  const prompt = container?.signInPrompt;
  const open = useSignInPromptOpen(prompt);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The same dialog creates an account: whoever was asked to sign in may not have one yet.
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [signUp, requestSignUp] = useLazyModule(signUpForm, 'container/loadSignUpForm');
  const toast = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!container || submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await container.submitSignIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      toast.show('Welcome back. You are signed in.', { tone: 'success' });
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setSubmitting(false);
    }
  };

  const cancel = () => {
    setError(null);
    setMode('sign-in');
    prompt?.canceled();
  };

  if (mode === 'sign-up' && signUp) {
    const { SignUpForm } = signUp;
    return (
      <Dialog open={open} onClose={cancel} title="Create your doxo account" className="sign-in-dialog">
        <SignUpForm
          idPrefix="sign-up-dialog"
          action={`${container?.apiBaseUrl ?? '/api'}/users`}
          onCreated={() => {
            setMode('sign-in');
            toast.show('Welcome to doxo. Your account is ready: add your first bill.', {
              tone: 'success',
            });
          }}
        />
        <p className="dialog-switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
            Sign in
          </button>
        </p>
        <div className="form-actions">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={cancel} title="Sign in to doxo" className="sign-in-dialog">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Email" id="sign-in-email" name="email" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormAlert>{error}</FormAlert>
        <div className="form-actions">
          <Button type="submit" busy={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>
      <p className="dialog-switch">
        <a href={paths.forgotPassword()} onClick={cancel}>
          Forgot your password?
        </a>
      </p>
      <p className="dialog-switch">
        New to doxo?{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            requestSignUp();
            setMode('sign-up');
          }}
        >
          Create an account
        </button>
      </p>
    </Dialog>
  );
}
