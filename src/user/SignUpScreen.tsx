import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { localReturnPath } from '../maintenance/maintenanceReturn.js';
import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { LinkButton } from '../ui/LinkButton.js';
import { PageHeader } from '../ui/PageHeader.js';
import { fieldProblemMessages, isFieldProblem } from './accountRules.js';
import { SignUpForm, type SignUpErrors } from './SignUpForm.js';
import { selectAuthLevel, selectUsername } from './userSlice.js';

const THROTTLED_MESSAGE = 'Too many sign-ups from here. Wait a few minutes, then try again.';

/**
 * What the sign-up API's answer to a form posted without JavaScript put in this page's address:
 * what was typed (never the password) and each field's problem code.
 */
function fromAddress(search: URLSearchParams) {
  const errors: SignUpErrors = {};
  for (const field of ['email', 'password', 'zip_code'] as const) {
    const code = search.get(`problem_${field}`);
    if (code && isFieldProblem(code)) errors[field] = fieldProblemMessages[code];
  }
  if (search.get('problem_form') === 'throttled') errors.form = THROTTLED_MESSAGE;
  return {
    email: search.get('email') ?? '',
    zipCode: search.get('zip_code') ?? '',
    returnTo: localReturnPath(search.get('return_to') ?? undefined),
    checkEmail: search.has('check_email'),
    errors,
  };
}

/** `/u/sign-up` (docs/product.md#sign-up): works with or without JavaScript. */
export function SignUpScreen({ search, apiBaseUrl }: { search: string; apiBaseUrl: string }) {
  const authLevel = useAppSelector(selectAuthLevel);
  const username = useAppSelector(selectUsername);
  const address = fromAddress(new URLSearchParams(search));
  const [created, setCreated] = useState(false);
  const next = address.returnTo ?? paths.bills();

  // Once the new account is signed in (the page re-renders for it), it goes where it was headed.
  useEffect(() => {
    if (created && authLevel === 'Auth3') void navigate(next);
  }, [created, authLevel, next]);

  if (authLevel === 'Auth3') {
    return (
      <>
        <PageHeader heading="You’re signed in">Signed in as {username}.</PageHeader>
        <LinkButton href={next}>Go to your bills</LinkButton>
      </>
    );
  }
  return (
    <div className="account-page">
      <PageHeader heading="Create your doxo account">
        Pay every household bill in one place. All it takes is your email, a password and your ZIP code.
      </PageHeader>
      {address.checkEmail ? (
        <p role="status" className="account-notice">
          <strong>Check your inbox.</strong> We sent a message to the address you gave telling you how to continue.
        </p>
      ) : (
        <Card>
          <SignUpForm
            idPrefix="sign-up-page"
            action={`${apiBaseUrl}/users`}
            returnTo={address.returnTo}
            initialEmail={address.email}
            initialZipCode={address.zipCode}
            initialErrors={address.errors}
            onCreated={() => setCreated(true)}
          />
        </Card>
      )}
      <p>
        Already have an account? <a href={paths.signIn()}>Sign in</a>
      </p>
    </div>
  );
}
