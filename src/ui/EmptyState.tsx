import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/Icon.js';

export type EmptyStateProps = {
  title: string;
  children?: ReactNode;
  icon?: IconName;
  /** What to do about it: usually a Button or LinkButton. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

/** Nothing to show yet, and what the person can do about it. */
export function EmptyState({ title, children, icon = 'inbox', action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state state--empty">
      <Icon name={icon} className="state__icon" />
      <Heading className="state__title">{title}</Heading>
      {children ? <div className="state__body">{children}</div> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}
