// Environment: server
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { anonymousSessionManager, createThunkExtra } from '../src/api/createThunkExtra.js';
import { paths } from '../src/routing/paths.js';
import { reportServerError } from '../src/error-reporting/serverErrorReporter.js';
import { createStore } from '../src/store/createStore.js';

// A new store for every request: a module-level store would leak one user's bills into
// another's page (ARCHITECTURE.md § State). Server rendering reads only public data, so its API
// clients carry no session.
export default function onCreatePageContext(pageContext: PageContextServer) {
  const api = pageContext.apiForServer;
  if (!api) throw new Error('renderPage() was called without apiForServer.');
  const report = (error: unknown, context: Record<string, unknown>) =>
    void reportServerError(
      error,
      { ...context, url: pageContext.urlPathname, requestId: pageContext.requestId },
      pageContext.errorReportingForServer,
    );
  pageContext.api = createThunkExtra({
    baseURL: api.baseUrl,
    ...(api.key ? { apiKey: api.key } : {}),
    ...(api.transport ? { transport: api.transport } : {}),
    sessionManager: anonymousSessionManager,
    reportError: report,
    // SPEC §8: a 503 from the API is reported, then a real 302 to the maintenance page.
    // Thunks swallow what their API calls throw, so the page's data hook also checks the flag
    // (renderer/loadPageData.ts).
    onServiceUnavailable: (error) => {
      report(error, { reason: 'api_unavailable' });
      pageContext.apiUnavailable = true;
      throw redirect(paths.maintenance(), 302);
    },
  });
  pageContext.store = createStore(pageContext.api);
}
