import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import { useFieldIds, type FieldDescription } from './useFieldIds.js';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> &
  FieldDescription & {
    label: string;
    /**
     * "switch" for a setting that takes effect at once (autopay on, paperless on): the same
     * native checkbox, announced as a switch (role="switch" is how ARIA names that).
     */
    appearance?: 'checkbox' | 'switch';
    className?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A native checkbox (or switch) with its label, hint and error. */
export function Checkbox({ label, appearance = 'checkbox', hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={classNames('field', 'field--check', `field--${appearance}`, className)}>
      <div className="check">
        <input
          {...rest}
          {...ids.control}
          type="checkbox"
          role={appearance === 'switch' ? 'switch' : undefined}
          className="check__control"
        />
        <label htmlFor={ids.controlId} className="check__label">
          {label}
        </label>
      </div>
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
