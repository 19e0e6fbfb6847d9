import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.js';
import { useFieldIds, type FieldDescription } from './useFieldIds.js';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldDescription & { label: string; className?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled native textarea with hint and error, like TextField for several lines of text. */
export function TextArea({ label, hint, error, id, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea {...rest} {...ids.control} className="field__control field__control--multiline" />
    </FieldFrame>
  );
}
