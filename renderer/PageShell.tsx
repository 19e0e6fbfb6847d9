import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageContext } from 'vike/types';
import { AccountArea } from '../src/container/AccountArea.js';
import { ContainerContext } from '../src/container/ContainerContext.js';
import { ContainerShell } from '../src/container/ContainerShell.js';
import type { ReferenceContainer } from '../src/container/referenceContainer.js';
import { PageErrorBoundary } from '../src/ui/PageErrorBoundary.js';
import { Layout } from './Layout.js';
import { PageContextProvider } from './usePageContext.js';

export type PageShellProps = {
  pageContext: PageContext;
  /** The reference container in the browser; null on the server. */
  container: ReferenceContainer | null;
  /** Shown instead of the page when the container never set the shared data (SPEC §8). */
  sharedDataError?: string | null;
  children: ReactNode;
};

export function PageShell({ pageContext, container, sharedDataError, children }: PageShellProps) {
  return (
    <StrictMode>
      <ContainerContext value={container}>
        <Provider store={pageContext.store}>
          <PageContextProvider pageContext={pageContext}>
            <ContainerShell>
              <Layout accountArea={<AccountArea />}>
                {sharedDataError ? (
                  <p role="alert" className="shared-data-error">
                    {sharedDataError}
                  </p>
                ) : null}
                <PageErrorBoundary resetKey={pageContext.urlPathname}>{children}</PageErrorBoundary>
              </Layout>
            </ContainerShell>
          </PageContextProvider>
        </Provider>
      </ContainerContext>
    </StrictMode>
  );
}
