import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader.js';
import type { WebsitePage } from './websitePages.js';

/** A page of the public website that is mostly reading: its heading, intro and sections. */
export function WebsiteArticle({
  page,
  intro,
  children,
}: {
  page: WebsitePage;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="website website-article">
      <PageHeader heading={page.title}>{intro}</PageHeader>
      {children}
    </article>
  );
}

/** One titled section of a website article, its heading an anchor people can link to. */
export function ArticleSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="website-section">
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
