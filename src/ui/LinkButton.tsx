import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button.js';

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
};

/**
 * A link that looks like a button: it goes somewhere (a page, a step), so it stays a link for
 * screen readers, middle-click and client routing.
 */
export function LinkButton({
  variant,
  size,
  icon: Icon,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <a {...rest} className={buttonClassName(variant, size, className)}>
      {Icon ? <Icon className="button__icon" aria-hidden="true" focusable="false" /> : null}
      <span className="button__label">{children}</span>
    </a>
  );
}
