import type { ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';

export type EmptyStateProps = {
  title: string;
  children?: ReactNode;
  icon?: LucideIcon;
  /** What to do about it: usually a Button or LinkButton. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

/** Nothing to show yet, and what the person can do about it. */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state state--empty">
      <Icon className="state__icon" aria-hidden="true" focusable="false" />
      <Heading className="state__title">{title}</Heading>
      {children ? <div className="state__body">{children}</div> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}
