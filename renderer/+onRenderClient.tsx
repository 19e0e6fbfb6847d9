// Environment: client
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { unreadNotificationsCounted } from '../src/notifications/notificationBellSlice.js';
import { captureException } from '../src/error-reporting/errorReporter.js';
import { getBrowserApp } from './browserApp.js';
import { getPageDescription, getPageTitle } from './pageMetadata.js';
import { PageShell } from './PageShell.js';

let root: Root | undefined;
/** The path last rendered: a navigation that changes only the query stays on the same page. */
let renderedPathname: string | undefined;

/**
 * Errors React recovers from by itself (a hydration mismatch re-rendered on the client) show no
 * symptom to the visitor, yet mean the server and browser disagree: report them
 * (docs/product.md#error-reporting). Errors a boundary catches are reported by PageErrorBoundary;
 * uncaught ones by the reporter's window error handler.
 */
const rootOptions = {
  onRecoverableError: (error: unknown) => captureException(error, { operation: 'hydration' }),
};

export default async function onRenderClient(pageContext: PageContextClient) {
  reportClientRoutingError(pageContext);
  await loadLazyCode(pageContext);
  const { store, container, sharedStore, sharedDataError, renderedSharedData } = getBrowserApp(pageContext);
  pageContext.store = store;
  const { Page } = pageContext;
  const shell = (onCommitted?: () => void) => (
    <PageShell
      pageContext={pageContext}
      container={container}
      sharedStore={sharedStore}
      renderedSharedData={renderedSharedData}
      sharedDataError={sharedDataError}
      onCommitted={onCommitted}
    >
      <Page />
    </PageShell>
  );
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element to render into.');

  const samePage = renderedPathname === pageContext.urlPathname;
  renderedPathname = pageContext.urlPathname;
  if (pageContext.isHydration) {
    // Hydration as a transition (docs/performance.md#where-each-target-stands): React yields to the
    // browser every few milliseconds instead of holding the main thread for the whole tree, so no
    // long task blocks input (a click meanwhile hydrates at once). Awaited until React has
    // committed it, so that +onHydrationEnd marks the page interactive only when it is.
    await new Promise<void>((resolve) => {
      startTransition(() => {
        root = hydrateRoot(rootElement, shell(resolve), rootOptions);
      });
    });
    return;
  }
  // The segment follows the membership: the server's view of it on this navigation reaches the
  // container (docs/product.md#member-segment).
  if (pageContext.userSegment !== undefined) container?.followUserSegment(pageContext.userSegment);
  // The bell follows what arrived since the last page (docs/product.md#notification-centre).
  if (pageContext.unreadNotifications !== undefined)
    store.dispatch(unreadNotificationsCounted(pageContext.unreadNotifications));
  const page = shell();
  root ??= createRoot(rootElement, rootOptions);
  const mountedRoot = root;
  // Synchronously, so the new page is in the DOM before we retitle and move focus.
  flushSync(() => mountedRoot.render(page));
  document.title = getPageTitle(pageContext);
  document.querySelector('meta[name="description"]')?.setAttribute('content', getPageDescription(pageContext));
  // A new page moves focus to its heading. A change of query on the same page (a pay-flow choice
  // such as opt_in_paperless, a history filter) leaves focus on the control the user just used;
  // steps that replace the content focus their own heading (src/payments/PayStepFrame.tsx).
  if (!samePage) focusPageHeading();
}

/**
 * The page's lazily loaded parts that this URL shows arrive before hydration (or the render of
 * a navigation), so hydration finds them resolved and matches the server's HTML without a flash.
 * A chunk that fails to arrive is not reported here: the component asks for it again when it
 * renders, and its error boundary reports what still fails (no report lost or doubled).
 */
async function loadLazyCode(pageContext: PageContextClient): Promise<void> {
  try {
    await pageContext.config.loadLazyCode?.(pageContext);
  } catch {
    // See above: the component's own load reports it.
  }
}

/**
 * Vike catches what fails during a client-side navigation (a hook that throws, this function
 * throwing, a page that cannot load) and only logs it before rendering the error page with it:
 * report it (docs/product.md#bills-to-pay-redirects, docs/product.md#error-reporting). Redirects
 * and render(404)-style aborts are routing, not failures.
 */
function reportClientRoutingError(pageContext: PageContextClient) {
  const { errorWhileRendering, abortStatusCode } = pageContext;
  if (errorWhileRendering === undefined || abortStatusCode !== undefined) return;
  captureException(errorWhileRendering, {
    operation: 'client routing',
    url: pageContext.urlPathname,
  });
}

/**
 * Screen readers hear about the new page: focus its heading, without moving the scroll position
 * that Vike restores on back/forward.
 */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
