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

/** The account's current password, asked before a change to how the account signs in. */
export function CurrentPasswordField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <TextField
      label="Current password"
      id={id}
      name="current_password"
      type="password"
      autoComplete="current-password"
      error={error}
    />
  );
}
