import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A short status label ("Due soon", "Autopay on"). The words carry the meaning; the colour and
 * icon only repeat it, so it reads the same in either theme and to screen readers.
 */
export function Badge({
  tone = 'neutral',
  icon: Icon,
  children,
}: {
  tone?: BadgeTone;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <span className={`badge badge--${tone}`}>
      {Icon ? <Icon className="badge__icon" aria-hidden="true" focusable="false" /> : null}
      {children}
    </span>
  );
}
