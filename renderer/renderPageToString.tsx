// Environment: server
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { initialSharedDataState } from '../src/shared-data/sharedDataDefaults.js';
import { PageShell } from './PageShell.js';

/**
 * The page's React tree as HTML, without the document around it: what +onRenderHtml puts in
 * #root, and what `npm run bench:ssr` renders bare to compare the whole server against.
 */
export function renderPageToString(pageContext: PageContextServer, Page: ComponentType): string {
  return renderToString(
    <PageShell
      pageContext={pageContext}
      container={null}
      renderedSharedData={pageContext.sharedData ?? initialSharedDataState}
    >
      <Page />
    </PageShell>,
  );
}
