import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames.js';
import { Icon, type IconName } from './icons/Icon.js';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'md' | 'sm';

/** The class names shared by buttons and links that look like buttons (LinkButton). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return classNames('button', `button--${variant}`, size === 'sm' && 'button--sm', extra);
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A leading icon, drawn for sighted users only (the text names the action). */
  icon?: IconName;
  /**
   * Work in progress: the button stays focusable and announces itself busy, and a second
   * press does nothing (double-submits of a payment form must not happen).
   */
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/** A native button (keyboard and screen readers get it for free); `type` defaults to "button". */
export function Button({
  variant,
  size,
  icon,
  busy = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {icon ? <Icon name={icon} className="button__icon" /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
