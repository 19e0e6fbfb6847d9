import type { AxiosAdapter } from 'axios';
import type { PageContext } from 'vike/types';
import type { PageSession } from '../src/container/pageSession.js';
import type { RedirectHopsRecord } from '../src/routing/redirectHops.js';
import type { PageErrorReportingConfig } from '../src/error-reporting/pageErrorReportingConfig.js';
import type { ServerErrorReporting } from '../src/error-reporting/serverErrorReporter.js';
import type { SharedDataState } from '../src/shared-data/sharedDataTypes.js';
import type { ShellSharedData } from '../contract/shellContext.js';
import type { AppStore } from '../src/store/createStore.js';
import type { ThunkExtra } from '../src/store/thunkExtra.js';
import type { Breadcrumb, StructuredData } from '../src/website/structuredData.js';

// What our renderer adds to Vike's page context and config.
export type ApiLocation = {
  baseUrl: string;
  key?: string;
  /** Server only: how requests reach the API, injected by the server (HTTP when unset). */
  transport?: AxiosAdapter;
};

export type PageTitle = string | ((pageContext: PageContext) => string);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's documented way to type pageContext
  namespace Vike {
    interface PageContext {
      Page: () => React.JSX.Element;
      /** Server: a new store per request. Client: the one store created at hydration. */
      store: AppStore;
      requestId?: string;
      /** The API clients of this request (server only): for +data hooks that read no store. */
      api?: ThunkExtra;
      /** How server rendering reaches the API (server only: an internal address). */
      apiForServer?: ApiLocation;
      /** Set during server rendering when the API answered 503 (docs/product.md#maintenance). */
      apiUnavailable?: boolean;
      /** How the browser reaches the API (passed to the client). */
      apiForBrowser?: ApiLocation;
      /** Where the browser sends its error reports (written into the HTML; docs/product.md#error-reporting). */
      errorReportingForBrowser?: PageErrorReportingConfig;
      /** Where server rendering sends its error reports (server only; docs/product.md#error-reporting). */
      errorReportingForServer?: ServerErrorReporting;
      /** The request carried a session cookie: its response is private (server only). */
      hasSessionCookie?: boolean;
      /** Shared data as the server computed them for this request (server only). */
      sharedData?: SharedDataState;
      /**
       * The visitor's userSegment as the server saw it on this request, passed on every client
       * navigation too, so the container's follows the membership (docs/product.md#member-segment).
       */
      userSegment?: string | null;
      /**
       * The signed-in visitor's unread notifications as the server counted them on this request,
       * passed on every client navigation too, so the bell follows without a request of its own
       * (docs/product.md#notification-centre).
       */
      unreadNotifications?: number;
      /** What the server learnt about the visitor, for the browser's container (first load). */
      pageSession?: PageSession;
      /**
       * The shared data a host shell vouched for in a valid X-Shell-Context (server only,
       * docs/host-contract.md); unset when the page is served on its own.
       */
      shellSharedData?: ShellSharedData;
      /**
       * Inside a host shell, the shared data the page was rendered with (first load): the
       * browser then takes its container from the host's script instead of starting its own.
       */
      hostedSharedData?: SharedDataState;
      /** Where a redirect's hop is recorded for the answer's cookie (server only; docs/product.md#redirect-hop-limit). */
      redirectHops?: RedirectHopsRecord;
      /** The Content-Security-Policy the server chose for this response (server only). */
      contentSecurityPolicy?: string;
    }
    interface Config {
      /** The document <title>; a function when it depends on the page's data. */
      title?: PageTitle;
      /** The meta description for search engines and link previews. */
      description?: PageTitle;
      /**
       * Public pages whose HTML is the same for everyone (the server never renders a session):
       * shared caches may keep them briefly (renderer/+headersResponse.ts).
       */
      publicPage?: boolean;
      /**
       * The page says the service is unavailable: its HTML answers 503 with Retry-After, so
       * crawlers and monitors do not take it for the page they asked for
       * (docs/product.md#maintenance).
       */
      serviceUnavailable?: boolean;
      /**
       * Loads the parts of the page kept out of its first-load JavaScript
       * (docs/performance.md#first-load-javascript) that this URL renders, so the server renders
       * them into the HTML and the browser hydrates (or renders, after a client navigation) with
       * them already loaded: no suspense, no flash.
       */
      loadLazyCode?: (pageContext: PageContext) => Promise<void>;
      /**
       * The page's place in the site, for search engines' BreadcrumbList (server only,
       * docs/product.md#search-engines): from the site's front page down to this page.
       */
      breadcrumbs?: (pageContext: PageContext) => readonly Breadcrumb[];
      /** JSON-LD beside the breadcrumbs (the front page's Organization), given the site origin. */
      structuredData?: (origin: string) => StructuredData;
    }
  }
}

export {};
