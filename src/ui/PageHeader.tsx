import type { ReactNode } from 'react';
import type { Area } from '../routing/areas.js';

/** Every page's h1 and one-line purpose, so headings are consistent and come first. */
export function PageHeader({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      {children ? <p className="page-intro">{children}</p> : null}
    </header>
  );
}

/** The header of an area page: its heading and purpose from the one list of areas. */
export function AreaHeader({ area }: { area: Area }) {
  return <PageHeader heading={area.heading}>{area.description}</PageHeader>;
}
