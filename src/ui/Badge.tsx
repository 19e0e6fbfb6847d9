import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/Icon.js';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A short status label ("Due soon", "Autopay on"). The words carry the meaning; the colour and
 * icon only repeat it, so it reads the same in either theme and to screen readers.
 */
export function Badge({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: BadgeTone;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <span className={`badge badge--${tone}`}>
      {icon ? <Icon name={icon} className="badge__icon" /> : null}
      {children}
    </span>
  );
}
