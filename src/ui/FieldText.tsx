import { Icon } from './icons/Icon.js';

/** The hint and error lines under a form control (TextField, Select, Checkbox, Combobox). */
export function FieldText({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | null | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="circle-alert" className="field__error-icon" />
          {error}
        </p>
      ) : null}
    </>
  );
}
