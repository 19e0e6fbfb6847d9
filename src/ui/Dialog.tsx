import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from './classNames.js';
import { Icon } from './icons/Icon.js';

export type DialogProps = {
  open: boolean;
  /** Escape, the close button or a click on the backdrop: the owner decides what closing means. */
  onClose: () => void;
  title: string;
  /** Optional one-line description under the title. */
  description?: string;
  children: ReactNode;
  /** "sheet" slides up from the bottom on small screens (menus, pickers). */
  placement?: 'center' | 'sheet';
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside, closes on
 * Escape, makes the rest of the page inert and gives it the dialog role; focus returns to the
 * control that opened it. Nothing here re-implements that.
 */
export function Dialog({ open, onClose, title, description, children, placement = 'center', className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={classNames('dialog', `dialog--${placement}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the owner closes it (and may refuse, e.g. while a payment is being sent).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its padding box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
              <Icon name="x" />
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          ) : null}
          <div className="dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
