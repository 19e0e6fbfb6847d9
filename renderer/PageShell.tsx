import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageContext } from 'vike/types';
import { AccountArea } from '../src/container/AccountArea.js';
import {
  ContainerContext,
  RenderedSharedDataContext,
  SharedDataStoreContext,
} from '../src/container/ContainerContext.js';
import type { ReferenceContainer } from '../src/container/referenceContainer.js';
import type { SharedDataState, SharedDataStore } from '../src/shared-data/sharedDataTypes.js';
import { PageErrorBoundary } from '../src/ui/PageErrorBoundary.js';
import { GraceNotice } from '../src/membership/GraceNotice.js';
import { ToastProvider } from '../src/ui/Toast.js';
import { Layout } from './Layout.js';
import { PageContextProvider } from './usePageContext.js';

export type PageShellProps = {
  pageContext: PageContext;
  /** The reference container in the browser; null on the server. */
  container: ReferenceContainer | null;
  /** The store of the container running the page (ours or a host's); null on the server. */
  sharedStore?: SharedDataStore | null;
  /** The shared data the server rendered with: the shell hydrates from exactly these. */
  renderedSharedData: SharedDataState;
  /** Shown instead of the page when the container never set the shared data (docs/product.md#computed-dependencies). */
  sharedDataError?: string | null;
  /** Called once React has committed the tree: hydration runs as a transition (+onRenderClient). */
  onCommitted?: () => void;
  children: ReactNode;
};

export function PageShell({
  pageContext,
  container,
  sharedStore = null,
  renderedSharedData,
  sharedDataError,
  onCommitted,
  children,
}: PageShellProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <ContainerContext value={container}>
        <SharedDataStoreContext value={sharedStore}>
          <RenderedSharedDataContext value={renderedSharedData}>
            <Provider store={pageContext.store}>
              <PageContextProvider pageContext={pageContext}>
                <ToastProvider>
                  <Layout accountArea={<AccountArea />} notice={<GraceNotice />}>
                    {sharedDataError ? (
                      <p role="alert" className="shared-data-error">
                        {sharedDataError}
                      </p>
                    ) : null}
                    <PageErrorBoundary resetKey={pageContext.urlPathname}>{children}</PageErrorBoundary>
                  </Layout>
                </ToastProvider>
              </PageContextProvider>
            </Provider>
          </RenderedSharedDataContext>
        </SharedDataStoreContext>
      </ContainerContext>
    </StrictMode>
  );
}
