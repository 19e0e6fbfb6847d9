import type { Config } from 'vike/types';

export default {
  clientRouting: true,
  // A click during hydration navigates at once instead of waiting for hydration to finish.
  hydrationCanBeAborted: true,
  // pageSession: the visitor's session as the server saw it (its own user data and CSRF token, in
  // a response that is private, no-store), so the browser's container starts where SSR left off.
  // hostedSharedData: the shared data a host shell vouched for (docs/host-contract.md).
  // userSegment: the visitor's segment on every navigation, so the container's follows the
  // membership (docs/product.md#member-segment). unreadNotifications: the bell's count, likewise
  // on every navigation (docs/product.md#notification-centre).
  passToClient: ['apiForBrowser', 'pageSession', 'hostedSharedData', 'userSegment', 'unreadNotifications'],
  // Old and short addresses people type or bookmark: permanent (301) redirects.
  redirects: {
    '/u': '/u/bills',
    '/u/account': '/u/user-account',
    '/u/settings': '/u/user-account',
    '/u/doxo-plus': '/u/doxoplus',
    '/u/billers': '/u/biller',
  },
  // The public pages are prerendered by `npm run build` (scripts/prerender.ts), which first opens
  // the database the prerender hooks read; every other page is rendered per request, and the
  // server keeps rendering the prerendered ones too (for signed-in visitors, fresh data).
  prerender: {
    enable: null,
    partial: true,
    disableAutoRun: true,
    redirects: false,
    keepDistServer: true,
  },
  meta: {
    title: { env: { server: true, client: true } },
    description: { env: { server: true, client: true } },
    publicPage: { env: { server: true } },
    serviceUnavailable: { env: { server: true } },
    breadcrumbs: { env: { server: true } },
    structuredData: { env: { server: true } },
    // Code a page loads lazily but this URL renders: loaded before rendering on both sides.
    loadLazyCode: { env: { server: true, client: true } },
  },
} satisfies Config;
