import { Button, type ButtonProps } from './Button.js';

/** A form's one action: its submit button, alone in the form's action row. */
export function FormSubmit(props: Omit<ButtonProps, 'type'>) {
  return (
    <div className="form-actions">
      <Button type="submit" {...props} />
    </div>
  );
}
