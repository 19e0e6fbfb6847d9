// Environment: server
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { anonymousSessionManager, createThunkExtra } from '../src/api/createThunkExtra.js';
import { paths } from '../src/routing/paths.js';
import { createStore } from '../src/store/createStore.js';
import { reportServerError } from './reportServerError.js';

// A new store for every request: a module-level store would leak one user's bills into
// another's page (ARCHITECTURE.md § State). Server rendering reads only public data, so its API
// clients carry no session.
export default function onCreatePageContext(pageContext: PageContextServer) {
  const api = pageContext.apiForServer;
  if (!api) throw new Error('renderPage() was called without apiForServer.');
  pageContext.api = createThunkExtra({
    baseURL: api.baseUrl,
    ...(api.key ? { apiKey: api.key } : {}),
    sessionManager: anonymousSessionManager,
    reportError: (error, context) =>
      reportServerError(error, { ...context, url: pageContext.urlPathname }),
    // SPEC §8: a 503 from the API is reported, then a real 302 to the maintenance page.
    // Thunks swallow what their API calls throw, so the page's data hook also checks the flag
    // (renderer/loadPageData.ts).
    onServiceUnavailable: (error) => {
      reportServerError(error, { url: pageContext.urlPathname, reason: 'api_unavailable' });
      pageContext.apiUnavailable = true;
      throw redirect(paths.maintenance(), 302);
    },
  });
  pageContext.store = createStore(pageContext.api);
}
