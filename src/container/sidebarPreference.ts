import { parse, serialize } from 'cookie';

// layoutData.expandSidebar (docs/product.md#layout-data), as the visitor last chose it. A cookie
// rather than local storage, so the server renders the sidebar the way the browser will show it (no
// shift at hydration). It holds a layout choice only, so scripts may write it.
export const SIDEBAR_COOKIE_NAME = 'doxo_sidebar';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The remembered choice from a Cookie header: true (expanded), false (collapsed) or null. */
export function readSidebarPreference(cookieHeader: string | undefined | null): boolean | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[SIDEBAR_COOKIE_NAME];
  if (value === 'expanded') return true;
  if (value === 'collapsed') return false;
  return null;
}

/** The cookie that remembers the choice for a year, for `document.cookie`. */
export function sidebarPreferenceCookie(expanded: boolean, secure: boolean): string {
  return serialize(SIDEBAR_COOKIE_NAME, expanded ? 'expanded' : 'collapsed', {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure,
  });
}
