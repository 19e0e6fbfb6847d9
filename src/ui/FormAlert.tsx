import type { ReactNode } from 'react';

/** A form's refusal, announced as an alert; nothing when there is none. */
export function FormAlert({ children }: { children?: ReactNode }) {
  return children ? (
    <p role="alert" className="form-error">
      {children}
    </p>
  ) : null;
}
