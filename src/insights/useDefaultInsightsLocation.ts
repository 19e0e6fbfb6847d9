import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { useAppSelector } from '../store/hooks.js';
import { selectLocationHierarchy } from '../location/locationSlice.js';
import { selectIsAppReady } from '../user/userSlice.js';
import { locationTypeOfHierarchy, trimHierarchy } from './locationHierarchy.js';
import { withoutTransientParameters } from './transientParameters.js';

/** docs/product.md#location-hierarchy: bills to pay trims the default location to county level (depth 5). */
const DEFAULT_LOCATION_DEPTH = 5;

/**
 * The address the insights view at `pathname` (with no place in it) moves to for a visitor whose
 * own place is `userHierarchy`, or null when it stays: no place known, a place that is all of the
 * USA (the same as none), or a bill or biller being paid (docs/product.md#paying-a-bill), whose
 * parameters would be dropped. The server redirects a signed-in visitor's first load there, and
 * the browser moves there when the place becomes known later (a sign-in on the page).
 */
export function defaultInsightsAddress(
  pathname: string,
  search: string,
  userHierarchy: string | null | undefined,
): string | null {
  if (!userHierarchy) return null;
  const trimmed = trimHierarchy(userHierarchy, DEFAULT_LOCATION_DEPTH);
  if (locationTypeOfHierarchy(trimmed) === 'all-states' || !trimmed.startsWith('/usa/')) return null;
  const parameters = new URLSearchParams(search);
  if (parameters.has('listing') || parameters.has('provider')) return null;
  return `${pathname.replace(/\/$/, '')}${trimmed}${withoutTransientParameters(search)}`;
}

/**
 * With no location in the address, the insights view moves to the user's own place once the app
 * is ready (docs/product.md#auth-levels), replacing the history entry so Back does not bounce.
 */
export function useDefaultInsightsLocation(hierarchyInUrl: string | null): void {
  const isAppReady = useAppSelector(selectIsAppReady);
  const userHierarchy = useAppSelector(selectLocationHierarchy);
  useEffect(() => {
    if (hierarchyInUrl || !isAppReady) return;
    const { pathname, search } = window.location;
    const address = defaultInsightsAddress(pathname, search, userHierarchy);
    if (!address) return;
    void navigate(address, { overwriteLastHistoryEntry: true, keepScrollPosition: true });
  }, [hierarchyInUrl, isAppReady, userHierarchy]);
}
