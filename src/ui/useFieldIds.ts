import { useId } from 'react';

export type FieldDescription = {
  /** A short help text shown under the label. */
  hint?: string | undefined;
  /** What is wrong with the value; the control is then marked invalid. */
  error?: string | null | undefined;
};

/**
 * The ids that tie a form control to its label, hint and error (aria-describedby lists the
 * error first, so screen readers say what is wrong before the help text).
 */
export function useFieldIds(id: string | undefined, { hint, error }: FieldDescription) {
  const generated = useId();
  const controlId = id ?? `${generated}field`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    /** What the control itself carries: its id, what describes it, and whether it is invalid. */
    control: {
      id: controlId,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

export type FieldIds = ReturnType<typeof useFieldIds>;
