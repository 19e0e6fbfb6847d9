import { useEffect, useState, type FormEvent } from 'react';
import type { AccountDeletionPreview } from '../api/contracts/accountContract.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { FormAlert } from '../ui/FormAlert.js';
import { LinkButton } from '../ui/LinkButton.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Skeleton } from '../ui/Skeleton.js';
import { TextField } from '../ui/TextField.js';
import { cancellationLines } from './accountDeletion.js';
import { deleteAccount, loadDeletionPreview } from './accountThunks.js';
import { SignedInOnly } from './SignedInOnly.js';

const TRY_AGAIN = 'We couldn’t delete your account just now. Nothing was changed; please try again.';

function DeletionForm({ initialPreview }: { initialPreview: AccountDeletionPreview | null }) {
  const dispatch = useAppDispatch();
  const [preview, setPreview] = useState(initialPreview);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Rendered by the server when the page opened signed in; loaded here after signing in on it.
    if (initialPreview) return;
    void dispatch(loadDeletionPreview()).then((result) => {
      if (loadDeletionPreview.fulfilled.match(result)) setPreview(result.payload);
      else setLoadFailed(true);
    });
  }, [dispatch, initialPreview]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    if (!password) {
      setError('Enter your password to confirm.');
      form.querySelector<HTMLElement>('[name="password"]')?.focus();
      return;
    }
    setBusy(true);
    const result = await dispatch(deleteAccount(password));
    if (deleteAccount.fulfilled.match(result)) {
      // A whole new page: every part of the app starts again signed out.
      window.location.assign(paths.accountDeleted());
      return;
    }
    setBusy(false);
    const fieldError = result.payload?.fields.password;
    setError(fieldError);
    setFormError(fieldError ? undefined : TRY_AGAIN);
    if (fieldError) form.querySelector<HTMLElement>('[name="password"]')?.focus();
  };
  if (loadFailed) {
    return (
      <Card>
        <FormAlert>We couldn’t load what deleting your account would cancel. Please reload the page.</FormAlert>
      </Card>
    );
  }
  if (!preview) {
    return (
      <Card>
        <Skeleton label="Loading what would be canceled…" lines={3} />
      </Card>
    );
  }
  const lines = cancellationLines(preview);
  return (
    <Card heading="What deleting your account does">
      {lines.length > 0 ? (
        <>
          <p>These will be canceled, and nothing more will be paid from your account:</p>
          <ul className="deletion-list">
            {lines.map((line) => (
              <li key={line}>{line.charAt(0).toUpperCase() + line.slice(1)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing is scheduled to pay later, so nothing has to be canceled.</p>
      )}
      <p>
        You’ll be signed out everywhere. Your profile, bills and payment methods are removed; the records of payments
        already made are kept without your name, as the law asks of payment services. We’ll mail your address one last
        time to confirm.
      </p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Your password"
          id="delete-account-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={error}
        />
        <FormAlert>{formError}</FormAlert>
        <div className="form-actions">
          <Button type="submit" variant="danger" icon="trash" busy={busy}>
            Delete my account
          </Button>
          <LinkButton href={paths.userAccount()} variant="quiet">
            Keep my account
          </LinkButton>
        </div>
      </form>
    </Card>
  );
}

/** `/u/user-account/delete` (docs/product.md#deleting-an-account). */
export function DeleteAccountScreen({ preview }: { preview: AccountDeletionPreview | null }) {
  return (
    <div className="account-page">
      <PageHeader heading="Delete your account">
        This can’t be undone. Check what it cancels, then confirm with your password.
      </PageHeader>
      <SignedInOnly
        title="Sign in to delete your account"
        icon="circle-user-round"
        purpose="Once you sign in, this page shows what deleting your account would cancel before you confirm."
      >
        <DeletionForm initialPreview={preview} />
      </SignedInOnly>
    </div>
  );
}

/** `/u/account-deleted`: where a deleted account lands, signed out. */
export function AccountDeletedScreen() {
  return (
    <div className="account-page">
      <PageHeader heading="Your account is deleted">
        You are signed out everywhere, and your doxo account is gone.
      </PageHeader>
      <Card>
        <p role="status">
          We mailed a confirmation, with what was canceled, to the address the account had. You’re welcome back any
          time.
        </p>
        <div className="form-actions">
          <LinkButton href={paths.signUp()}>Create a new account</LinkButton>
          <LinkButton href="/" variant="quiet">
            Go to the home page
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
