import { useState, type FormEvent } from 'react';
import { apiFailureOf, fieldErrorsOf } from '../api/apiErrorOf.js';
import { useContainer } from '../container/ContainerContext.js';
import { FormAlert } from '../ui/FormAlert.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { TextField } from '../ui/TextField.js';
import { AccountEmailField } from './AccountFields.js';
import { fieldProblemMessages, personalWords, signUpFieldProblems, type FieldProblem } from './accountRules.js';
import { formValues } from './formValues.js';
import { NewPasswordField, passwordStrengthProblem } from './NewPasswordField.js';

type SignUpField = 'email' | 'password' | 'zip_code';
export type SignUpErrors = Partial<Record<SignUpField | 'form', string>>;

export type SignUpFormProps = {
  /** Prefix of the fields' ids: the dialog's and the page's form may be on one page. */
  idPrefix: string;
  /** Where the form posts without JavaScript: the API's POST /users. */
  action: string;
  /** A page of this site to open once signed in. */
  returnTo?: string | undefined;
  initialEmail?: string;
  initialZipCode?: string;
  initialErrors?: SignUpErrors;
  /** A new account was created and is signed in. */
  onCreated?: () => void;
};

function messagesOf(problems: Partial<Record<SignUpField, FieldProblem>>): SignUpErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, fieldProblemMessages[code]]));
}

/** Focus goes to the first field to fix, in the form's order. */
function focusFirstProblem(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = (['email', 'password', 'zip_code'] as const).find((field) => errors[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Creating an account (docs/product.md#sign-up): email, password with its strength meter, ZIP
 * code. With JavaScript the container sends it and the fields are checked first; without, the
 * form posts to the API, which answers with the next page to show.
 */
export function SignUpForm({
  idPrefix,
  action,
  returnTo,
  initialEmail = '',
  initialZipCode = '',
  initialErrors = {},
  onCreated,
}: SignUpFormProps) {
  const container = useContainer();
  const [errors, setErrors] = useState<SignUpErrors>(initialErrors);
  const [email, setEmail] = useState(initialEmail);
  const [zipCode, setZipCode] = useState(initialZipCode);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const related = personalWords({ email, zip_code: zipCode });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!container) return; // No container yet: the browser posts the form itself.
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const fields = formValues(form, ['email', 'password', 'zip_code']);
    setSubmitting(true);
    try {
      const found = messagesOf(signUpFieldProblems(fields));
      if (!found.password) {
        const weak = await passwordStrengthProblem(fields.password, related);
        if (weak) found.password = weak;
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstProblem(form, found);
        return;
      }
      const answer = await container.submitSignUp({
        ...fields,
        ...(returnTo ? { return_to: returnTo } : {}),
      });
      setErrors({});
      if (answer.status === 'created') onCreated?.();
      else setSentTo(fields.email.trim());
    } catch (caught) {
      const fieldErrors = fieldErrorsOf(caught);
      const failure = apiFailureOf(caught);
      focusFirstProblem(form, fieldErrors);
      setErrors(
        Object.keys(fieldErrors).length > 0
          ? fieldErrors
          : {
              form:
                failure.status === 429
                  ? failure.message
                  : 'We couldn’t create your account just now. Please try again.',
            },
      );
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div role="status" className="sign-up-sent">
        <p>
          <strong>Check your inbox.</strong> We sent a message to {sentTo} telling you how to continue.
        </p>
      </div>
    );
  }

  return (
    <form className="form" method="post" action={action} onSubmit={(event) => void submit(event)} noValidate>
      {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
      <AccountEmailField
        id={`${idPrefix}-email`}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email}
      />
      <NewPasswordField id={`${idPrefix}-password`} error={errors.password} related={related} />
      <TextField
        label="ZIP code"
        id={`${idPrefix}-zip`}
        name="zip_code"
        inputMode="numeric"
        autoComplete="postal-code"
        pattern="[0-9]{5}"
        maxLength={5}
        required
        hint="Where you live: the billers and typical amounts we show are for your area."
        value={zipCode}
        onChange={(event) => setZipCode(event.currentTarget.value)}
        error={errors.zip_code}
      />
      <FormAlert>{errors.form}</FormAlert>
      <FormSubmit icon="user-plus" busy={submitting}>
        {submitting ? 'Creating your account…' : 'Create account'}
      </FormSubmit>
    </form>
  );
}
