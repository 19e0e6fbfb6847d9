import type { ReactNode } from 'react';
import { Button } from './Button.js';
import { FormAlert } from './FormAlert.js';

/**
 * The body of a "Remove …?" dialog: what removing does, the server's refusal if any, and the
 * destructive choice beside the safe one (wallet and bills; docs/product.md#bills).
 */
export function ConfirmRemoval({
  children,
  error,
  busy,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="form">
      <p>{children}</p>
      <FormAlert>{error}</FormAlert>
      <div className="form-actions">
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          Remove
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
