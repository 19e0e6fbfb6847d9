import { AxiosError } from 'axios';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { ReferenceContainer } from './referenceContainer.js';

function messageFor(error: unknown): string {
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    if (status === 401) return 'That email and password don’t match an account.';
    if (status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
    if (status === 400) return 'Enter a valid email address and your password.';
  }
  return 'We couldn’t sign you in just now. Please try again.';
}

/** The container's sign-in dialog, a native modal <dialog> (focus trap and Escape built in). */
export function SignInDialog({ container }: { container: ReferenceContainer }) {
  const { signInPrompt } = container;
  const open = useSyncExternalStore(signInPrompt.subscribe, signInPrompt.isOpen, () => false);
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setError(null);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await container.submitSignIn(
        String(form.get('email') ?? ''),
        String(form.get('password') ?? ''),
      );
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="sign-in-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        signInPrompt.canceled();
      }}
    >
      <form method="dialog" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>Sign in to doxo</h2>
        <label htmlFor="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? (
          <p id={errorId} role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={signInPrompt.canceled}
          >
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
