import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import { useFieldIds, type FieldDescription } from './useFieldIds.js';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  FieldDescription & {
    label: string;
    /** Hides the label visually (it still names the field), e.g. a search box with a button. */
    hideLabel?: boolean;
    className?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled native input with an optional hint and error: the browser gives keyboard and
 * screen-reader behaviour, aria-describedby and aria-invalid tie the texts to it.
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        className="field__control"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
      />
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
