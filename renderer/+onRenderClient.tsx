// Environment: client
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { getClientStore } from './clientStore.js';
import { getPageDescription, getPageTitle } from './pageMetadata.js';
import { PageShell } from './PageShell.js';
import './global.css';

let root: Root | undefined;

export default function onRenderClient(pageContext: PageContextClient) {
  pageContext.store = getClientStore();
  const { Page } = pageContext;
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
    return;
  }
  root ??= createRoot(container);
  root.render(page);
  document.title = getPageTitle(pageContext);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', getPageDescription(pageContext));
}
