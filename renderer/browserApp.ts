// Environment: client
import type { PageContextClient } from 'vike/types';
import { navigate } from 'vike/client/router';
import type { AxiosError } from 'axios';
import { createThunkExtra } from '../src/api/createThunkExtra.js';
import { createBrowserStorage } from '../src/store/deviceStorage.js';
import { startReferenceContainer, type ReferenceContainer } from '../src/container/referenceContainer.js';
import { sharedDataForSession } from '../src/container/sharedDataForSession.js';
import { sidebarPreferenceCookie } from '../src/container/sidebarPreference.js';
import { initialSharedDataState } from '../src/shared-data/sharedDataDefaults.js';
import type { SharedDataState, SharedDataStore } from '../src/shared-data/sharedDataTypes.js';
import { hostComputedDependencies } from '../src/shared-data/hostComputedDependencies.js';
import { setSharedDataComputedDependencies } from '../src/shared-data/sharedData.js';
import { captureException } from '../src/error-reporting/errorReporter.js';
import { paths } from '../src/routing/paths.js';
import { connectSharedData } from '../src/shared-data/sharedDataBridge.js';
import { sharedSessionManager } from '../src/shared-data/sharedSessionManager.js';
import { createStore, type AppStore, type RootState } from '../src/store/createStore.js';
import { deserializeState } from '../src/store/serializeState.js';

export type BrowserApp = {
  store: AppStore;
  container: ReferenceContainer | null;
  /** The store of the container that set the shared data (ours or a host's), for the chrome. */
  sharedStore: SharedDataStore | null;
  /** Set when the micro-app runs without a container (docs/product.md#computed-dependencies). */
  sharedDataError: string | null;
  /** The shared data the server rendered the page with (hydration must render the same). */
  renderedSharedData: SharedDataState;
};

let app: BrowserApp | undefined;

/** docs/product.md#maintenance: a 503 from the API is reported, then a client-side navigation to maintenance. */
function goToMaintenance(error: AxiosError) {
  captureException(error, { reason: 'api_unavailable' });
  const { pathname, search } = window.location;
  if (pathname !== paths.maintenance()) void navigate(paths.maintenance(`${pathname}${search}`));
}

function readServerState(): Partial<RootState> | undefined {
  const text = document.getElementById('redux-state')?.textContent;
  // The server always writes this element; it is our own serialized RootState.
  return text ? (deserializeState(text) as Partial<RootState>) : undefined;
}

/**
 * The browser side of the product, started once at hydration and kept across client
 * navigations: the container, then the micro-app's one store. The container is a host shell's
 * when the page was served inside one (its script set the computed dependencies before this
 * ran: docs/host-contract.md#in-the-browser), else the reference container, unless the page was
 * opened with `container=none`, to run the micro-app bare as a container integrator would.
 */
export function getBrowserApp(pageContext: PageContextClient): BrowserApp {
  if (app) return app;
  const api = pageContext.apiForBrowser ?? { baseUrl: '/api' };
  const url = new URL(window.location.href);
  const { pageSession, hostedSharedData } = pageContext;
  const host = hostedSharedData ? hostComputedDependencies(window) : null;
  if (host) setSharedDataComputedDependencies(host);
  const container =
    hostedSharedData || url.searchParams.get('container') === 'none'
      ? null
      : startReferenceContainer({
          apiBaseUrl: api.baseUrl,
          ...(api.key ? { apiKey: api.key } : {}),
          url,
          reportError: captureException,
          onServiceUnavailable: goToMaintenance,
          ...(pageSession ? { pageSession } : {}),
          rememberSidebar: (expanded) => {
            document.cookie = sidebarPreferenceCookie(expanded, url.protocol === 'https:');
          },
        });
  const store = createStore(
    createThunkExtra({
      baseURL: api.baseUrl,
      ...(api.key ? { apiKey: api.key } : {}),
      sessionManager: sharedSessionManager,
      reportError: captureException,
      onServiceUnavailable: goToMaintenance,
      deviceStorage: createBrowserStorage(() => window.localStorage),
    }),
    readServerState(),
  );
  let sharedDataError: string | null = null;
  try {
    connectSharedData(store);
  } catch (error) {
    sharedDataError = error instanceof Error ? error.message : String(error);
    captureException(error, { operation: 'connectSharedData' });
  }
  const renderedSharedData =
    hostedSharedData ?? (pageSession ? sharedDataForSession(pageSession.session, pageSession) : initialSharedDataState);
  const sharedStore = container?.store ?? host?.store ?? null;
  app = { store, container, sharedStore, sharedDataError, renderedSharedData };
  return app;
}
