import { TextField, type TextFieldProps } from '../ui/TextField.js';

/** The account's email address, as it signs up or asks for a new password. */
export function AccountEmailField({
  id,
  error,
  ...controlled
}: { id: string; error: string | undefined } & Pick<TextFieldProps, 'value' | 'onChange'>) {
  return (
    <TextField
      label="Email"
      id={id}
      name="email"
      type="email"
      autoComplete="email"
      required
      {...controlled}
      error={error}
    />
  );
}

/**
 * The account's current password, asked before a change only its owner may make: a password
 * input the browser's password manager fills (autocomplete current-password).
 */
export function CurrentPasswordField({
  id,
  name = 'current_password',
  label = 'Current password',
  required,
  error,
}: {
  id: string;
  name?: string;
  label?: string;
  required?: boolean;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      id={id}
      name={name}
      type="password"
      autoComplete="current-password"
      required={required}
      error={error}
    />
  );
}
