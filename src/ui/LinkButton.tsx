import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button.js';
import { Icon, type IconName } from './icons/Icon.js';

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  className?: string;
  children: ReactNode;
};

/**
 * A link that looks like a button: it goes somewhere (a page, a step), so it stays a link for
 * screen readers, middle-click and client routing.
 */
export function LinkButton({ variant, size, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <a {...rest} className={buttonClassName(variant, size, className)}>
      {icon ? <Icon name={icon} className="button__icon" /> : null}
      <span className="button__label">{children}</span>
    </a>
  );
}
