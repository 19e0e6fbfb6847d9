import type { PageContext } from 'vike/types';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Layout } from './Layout.js';
import { PageContextProvider } from './usePageContext.js';

export function PageShell({
  pageContext,
  children,
}: {
  pageContext: PageContext;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={pageContext.store}>
        <PageContextProvider pageContext={pageContext}>
          <Layout>{children}</Layout>
        </PageContextProvider>
      </Provider>
    </StrictMode>
  );
}
