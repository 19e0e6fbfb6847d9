import { useId, type ReactNode } from 'react';

/** A titled panel: a section landmark named by its own heading. */
export function Card({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}
