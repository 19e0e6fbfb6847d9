// Environment: server
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { createApiClient } from '../src/api/createApiClient.js';
import { createThunkExtra } from '../src/api/createThunkExtra.js';
import { createForwardedSessionManager } from '../src/api/forwardedSessionManager.js';
import { loadPageSession, readSessionCookie } from '../src/container/pageSession.js';
import { createSessionApi } from '../src/container/sessionApi.js';
import { sharedDataForSession } from '../src/container/sharedDataForSession.js';
import { MEMBER_SEGMENT } from '../src/api/contracts/membershipContract.js';
import { loadMembership } from '../src/membership/membershipSlice.js';
import { unreadNotificationsCounted } from '../src/notifications/notificationBellSlice.js';
import { paths } from '../src/routing/paths.js';
import { pageAddress } from './pageAddress.js';
import { reportServerError } from '../src/error-reporting/serverErrorReporter.js';
import { hostedSharedData } from '../src/shared-data/hostedSharedData.js';
import { mirroredSharedData } from '../src/shared-data/sharedDataBridge.js';
import { createStore, stateFromSharedData } from '../src/store/createStore.js';

// A new store for every request: a module-level store would leak one user's bills into
// another's page (docs/architecture.md#state). Server rendering acts for the visitor who asked: its
// API clients forward that request's session cookie (src/api/forwardedSessionManager.ts), and the
// session learnt from GET /session gives the shell and the store the state the browser's
// container will have, so the server renders exactly what hydration shows.
export default async function onCreatePageContext(pageContext: PageContextServer) {
  const api = pageContext.apiForServer;
  if (!api) throw new Error('renderPage() was called without apiForServer.');
  const report = (error: unknown, context: Record<string, unknown>) =>
    void reportServerError(
      error,
      { ...context, url: pageContext.urlPathname, requestId: pageContext.requestId },
      pageContext.errorReportingForServer,
    );
  const cookieHeader = pageContext.headers?.cookie;
  const sessionToken = readSessionCookie(cookieHeader);
  // A response rendered for a session is never kept by a shared cache (src/routing/pageCaching.ts).
  pageContext.hasSessionCookie = sessionToken !== null;
  const sessionManager = createForwardedSessionManager(sessionToken);
  const environment = {
    baseURL: api.baseUrl,
    ...(api.key ? { apiKey: api.key } : {}),
    ...(api.transport ? { transport: api.transport } : {}),
    sessionManager,
    reportError: report,
    // docs/product.md#maintenance: a 503 from the API is reported, then a real 302 to the
    // maintenance page. Thunks swallow what their API calls throw, so the page's data hook also
    // checks the flag (renderer/loadPageData.ts).
    onServiceUnavailable: (error: Parameters<typeof report>[0]) => {
      report(error, { reason: 'api_unavailable' });
      pageContext.apiUnavailable = true;
      throw redirect(paths.maintenance(pageAddress(pageContext)), 302);
    },
  };
  pageContext.api = createThunkExtra(environment);

  if (pageContext.shellSharedData) {
    // A host shell vouched for the visitor (docs/host-contract.md): its shared data shape the
    // page, and the visitor's own session cookie still carries the API calls, so the API
    // decides what they may see.
    const sharedData = hostedSharedData(pageContext.shellSharedData);
    if (sharedData.userData.userId === null) sessionManager.confirmed(null);
    pageContext.sharedData = sharedData;
    if (!pageContext.isClientSideNavigation) pageContext.hostedSharedData = sharedData;
    pageContext.store = createStore(
      pageContext.api,
      stateFromSharedData(mirroredSharedData(sharedData, sessionManager.isLoggedIn())),
    );
    await preloadMembershipNotice(pageContext);
    return;
  }

  const pageSession = await loadPageSession({
    cookieHeader,
    // Its own client: a 503 here renders the signed-out shell, and the page's own data (or the
    // browser's container) meets the 503 and goes to maintenance as docs/product.md#maintenance
    // says.
    sessionApi: createSessionApi(createApiClient({ ...environment, onServiceUnavailable: () => {} })),
    reportError: report,
  });
  sessionManager.confirmed(pageSession.session?.csrf_token ?? null);
  const sharedData = sharedDataForSession(pageSession.session, pageSession);
  pageContext.sharedData = sharedData;
  // Only a first load hands the session to the browser's container; client navigations reuse it.
  if (!pageContext.isClientSideNavigation) pageContext.pageSession = pageSession;
  pageContext.userSegment = sharedData.userData.userSegment;
  pageContext.store = createStore(
    pageContext.api,
    stateFromSharedData(mirroredSharedData(sharedData, sessionManager.isLoggedIn())),
  );
  // The bell's count comes with the session answer: no request of its own on any page, and a
  // client navigation brings the fresh count along (renderer/+onRenderClient.tsx).
  const unread = pageSession.session?.user.unread_notifications;
  if (unread !== undefined) {
    pageContext.store.dispatch(unreadNotificationsCounted(unread));
    pageContext.unreadNotifications = unread;
  }
  await preloadMembershipNotice(pageContext);
}

/**
 * A member's membership rides along with a first load of any page, so a grace notice is in the
 * HTML of every screen (docs/product.md#grace-period); non-members cost nothing extra.
 */
async function preloadMembershipNotice(pageContext: PageContextServer): Promise<void> {
  const { store } = pageContext;
  if (pageContext.isClientSideNavigation || !pageContext.sharedData) return;
  if (pageContext.sharedData.userData.userSegment !== MEMBER_SEGMENT) return;
  await store.dispatch(loadMembership());
}
