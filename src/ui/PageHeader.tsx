import type { ReactNode } from 'react';

/** Every page's h1 and one-line purpose, so headings are consistent and come first. */
export function PageHeader({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      {children ? <p className="page-intro">{children}</p> : null}
    </header>
  );
}
