import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import { Icon } from './icons/Icon.js';
import { useFieldIds, type FieldDescription } from './useFieldIds.js';

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldDescription & {
    label: string;
    className?: string;
    /** `<option>` and `<optgroup>` elements. */
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  };

/**
 * A labelled native select with hint and error. Native on purpose: every platform's own picker
 * (the wheel on phones), type-ahead and screen-reader support, no script at all.
 */
export function Select({ label, hint, error, id, className, children, ...rest }: SelectProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      <div className="select">
        <select
          {...rest}
          id={ids.controlId}
          className="field__control select__control"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
        >
          {children}
        </select>
        <Icon name="chevron-down" className="select__chevron" />
      </div>
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
