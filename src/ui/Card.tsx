import { useId, type ReactNode } from 'react';
import { classNames } from './classNames.js';

export type CardProps = {
  /** The card's heading; the card is then a region named by it. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** Controls beside the heading (a settings button, a link). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A surface that groups one thing: a section landmark named by its own heading when it has one. */
export function Card({ heading, headingLevel = 2, actions, className, children }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!heading) return <div className={classNames('card', className)}>{children}</div>;
  return (
    <section className={classNames('card', className)} aria-labelledby={headingId}>
      <header className="card__header">
        <Heading id={headingId} className="card__title">
          {heading}
        </Heading>
        {actions ? <div className="card__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
