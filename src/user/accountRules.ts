// The rules of an account's fields, in one place for the browser's forms and the API alike
// (docs/product.md#account-fields): a form checks them as the person types, the server checks
// them again and has the last word. Problems are codes with one message each, so a page that
// works without JavaScript can carry them in its address and show the same words.

/** RFC 5321's longest forward path less the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
/** NIST SP 800-63B: at least 8 characters, and a long passphrase must fit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** The strength estimator's score (0 to 4) a new password needs (docs/product.md#password-strength). */
export const MIN_PASSWORD_SCORE = 3;
export const DISPLAY_NAME_MAX_LENGTH = 60;

export const fieldProblemMessages = {
  email_missing: 'Enter your email address.',
  email_invalid: 'Enter an email address like name@example.com.',
  password_short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  password_long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  password_weak: 'This password is too easy to guess. Add a few uncommon words.',
  password_wrong: 'That is not your current password.',
  zip_invalid: 'Enter a 5-digit ZIP code.',
  zip_unknown: 'We don’t know this ZIP code. Check it and try again.',
  name_missing: 'Enter the name we should call you.',
  name_long: `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  name_invalid: 'Use letters, digits and punctuation only.',
  email_same: 'This is already your email address.',
} as const;

export type FieldProblem = keyof typeof fieldProblemMessages;

export function isFieldProblem(code: string): code is FieldProblem {
  return Object.hasOwn(fieldProblemMessages, code);
}

export type AccountField = 'email' | 'password' | 'zip_code' | 'display_name' | 'current_password';

/** Field → message, for the fields that need fixing. */
export type FieldErrors = Partial<Record<AccountField, string>>;

const zipPattern = /^\d{5}$/;
// Deliberately loose: one @, something on each side, a dot in the domain, no spaces. Whether the
// address works is proved by the mailed link, not by a pattern.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): FieldProblem | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === '') return 'email_missing';
  if (normalized.length > EMAIL_MAX_LENGTH || !emailPattern.test(normalized)) {
    return 'email_invalid';
  }
  return undefined;
}

/** Length only: the strength is the estimator's (passwordStrength.ts). */
export function passwordLengthProblem(password: string): FieldProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_long';
  return undefined;
}

export function zipCodeProblem(zipCode: string): FieldProblem | undefined {
  return zipPattern.test(zipCode.trim()) ? undefined : 'zip_invalid';
}

export function displayNameProblem(name: string): FieldProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'name_missing';
  if (trimmed.length > DISPLAY_NAME_MAX_LENGTH) return 'name_long';
  // Control characters would break the mail headers and the page; nothing else is refused.
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'name_invalid';
  return undefined;
}

/** The fields of a sign-up that can be judged without the server's data. */
export function signUpFieldProblems(fields: {
  email: string;
  password: string;
  zip_code: string;
}): Partial<Record<'email' | 'password' | 'zip_code', FieldProblem>> {
  const problems: Partial<Record<'email' | 'password' | 'zip_code', FieldProblem>> = {};
  const email = emailProblem(fields.email);
  if (email) problems.email = email;
  const password = passwordLengthProblem(fields.password);
  if (password) problems.password = password;
  const zip = zipCodeProblem(fields.zip_code);
  if (zip) problems.zip_code = zip;
  return problems;
}

/**
 * What a person's password must not be made of: their address, its parts, their ZIP code and
 * name (the strength estimator weighs these as if they were in its dictionaries).
 */
export function personalWords(person: {
  email?: string | undefined;
  zip_code?: string | undefined;
  display_name?: string | null | undefined;
}): string[] {
  const email = normalizeEmail(person.email ?? '');
  const words = [email, ...email.split(/[@.+_-]/), person.zip_code ?? '', person.display_name ?? ''];
  return [...new Set(words.map((word) => word.trim()).filter((word) => word.length >= 3))];
}
