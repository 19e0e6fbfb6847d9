import { Button } from './Button.js';

/** A form's submit button, busy while it is sent, beside a Cancel that leaves it unsent. */
export function SubmitOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <Button type="submit" busy={busy}>
        {label}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
