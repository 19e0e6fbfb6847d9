import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame.js';
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
    <FieldFrame
      ids={ids}
      label={label}
      labelClassName={hideLabel ? 'visually-hidden' : undefined}
      hint={hint}
      error={error}
      className={className}
    >
      <input {...rest} {...ids.control} type={type} className="field__control" />
    </FieldFrame>
  );
}
