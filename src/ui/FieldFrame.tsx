import type { ReactNode } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import type { FieldDescription, FieldIds } from './useFieldIds.js';

/** A form control's label above it and its hint and error below, tied to it by `ids`. */
export function FieldFrame({
  ids,
  label,
  labelClassName = 'field__label',
  hint,
  error,
  className,
  children,
}: FieldDescription & {
  ids: FieldIds;
  label: string;
  labelClassName?: string | undefined;
  className?: string | undefined;
  /** The control, with `ids.control` spread on it. */
  children: ReactNode;
}) {
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label htmlFor={ids.controlId} className={labelClassName}>
        {label}
      </label>
      {children}
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
