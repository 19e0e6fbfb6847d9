import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { useAppSelector } from '../store/hooks.js';
import { selectLocationHierarchy } from '../location/locationSlice.js';
import { selectIsAppReady } from '../user/userSlice.js';
import { locationTypeOfHierarchy, trimHierarchy } from './locationHierarchy.js';
import { withoutTransientParameters } from './transientParameters.js';

/** SPEC §4: bills to pay trims the default location to county level (depth 5). */
const DEFAULT_LOCATION_DEPTH = 5;

/**
 * With no location in the address, the insights view moves to the user's own place once the app
 * is ready (SPEC §4), replacing the history entry so Back does not bounce.
 */
export function useDefaultInsightsLocation(hierarchyInUrl: string | null): void {
  const isAppReady = useAppSelector(selectIsAppReady);
  const userHierarchy = useAppSelector(selectLocationHierarchy);
  useEffect(() => {
    if (hierarchyInUrl || !isAppReady || !userHierarchy) return;
    const trimmed = trimHierarchy(userHierarchy, DEFAULT_LOCATION_DEPTH);
    // /usa alone is All States: the same as no location, nothing to move to.
    if (locationTypeOfHierarchy(trimmed) === 'all-states' || !trimmed.startsWith('/usa/')) return;
    const { pathname, search } = window.location;
    // A bill or biller being paid (issue 13) keeps its place: moving would drop the pay flow's
    // parameters.
    const parameters = new URLSearchParams(search);
    if (parameters.has('listing') || parameters.has('provider')) return;
    void navigate(`${pathname.replace(/\/$/, '')}${trimmed}${withoutTransientParameters(search)}`, {
      overwriteLastHistoryEntry: true,
      keepScrollPosition: true,
    });
  }, [hierarchyInUrl, isAppReady, userHierarchy]);
}
