import type { PageContext } from 'vike/types';
import { createContext, use, type ReactNode } from 'react';

const PageContextContext = createContext<PageContext | null>(null);

export function PageContextProvider(props: { pageContext: PageContext; children: ReactNode }) {
  return <PageContextContext value={props.pageContext}>{props.children}</PageContextContext>;
}

export function usePageContext(): PageContext {
  const pageContext = use(PageContextContext);
  if (!pageContext) throw new Error('usePageContext() must be used inside <PageContextProvider>');
  return pageContext;
}

/** The page's `+data` result, typed by the page (`useData<Data>()`). */
export function useData<Data>(): Data {
  // Vike types `data` as unknown; each page's +data.ts exports its Data type.
  return usePageContext().data as Data;
}
