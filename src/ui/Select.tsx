import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.js';
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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="select">
        <select {...rest} {...ids.control} className="field__control select__control">
          {children}
        </select>
        <Icon name="chevron-down" className="select__chevron" />
      </div>
    </FieldFrame>
  );
}
