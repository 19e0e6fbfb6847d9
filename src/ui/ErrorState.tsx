import type { ReactNode } from 'react';
import { Button } from './Button.js';
import { Icon } from './icons/Icon.js';

export type ErrorStateProps = {
  title: string;
  children?: ReactNode;
  /** Offers "Try again" when the failure may pass. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 1 | 2 | 3;
  /** Announce it at once (a failure after an action); off for a page that opens on an error. */
  alert?: boolean;
};

/** Something failed: what, and how to go on. */
export function ErrorState({
  title,
  children,
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  alert = true,
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state state--error" role={alert ? 'alert' : undefined}>
      <Icon name="triangle-alert" className="state__icon" />
      <Heading className="state__title">{title}</Heading>
      {children ? <div className="state__body">{children}</div> : null}
      {onRetry ? (
        <div className="state__action">
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
