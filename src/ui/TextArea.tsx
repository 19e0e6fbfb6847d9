import type { Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import { useFieldIds, type FieldDescription } from './useFieldIds.js';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldDescription & { label: string; className?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled native textarea with hint and error, like TextField for several lines of text. */
export function TextArea({ label, hint, error, id, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      <textarea
        {...rest}
        id={ids.controlId}
        className="field__control field__control--multiline"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
      />
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
