import { Button } from './Button.js';

/** A step form's way on: its submit button, Continue. */
export function ContinueAction() {
  return (
    <div className="form-actions">
      <Button type="submit" variant="primary">
        Continue
      </Button>
    </div>
  );
}
