import { deriveLocationData } from '../shared-data/locationData.js';
import { defaultEngagementData, emptyUserData, initialSharedDataState } from '../shared-data/sharedDataDefaults.js';
import type { SharedDataState } from '../shared-data/sharedDataTypes.js';
import type { Session } from './sessionApi.js';

/** Signed-out visitors browse the whole country (docs/product.md#location-hierarchy: /usa alone means All States). */
export const DEFAULT_LOCATION_HIERARCHY = '/usa';

/**
 * The shared data (docs/product.md#shared-data-store) once the session is known: the one
 * computation behind both the reference container in the browser and server rendering, so the
 * server renders the very shell the browser will show. `expandSidebar` is the visitor's remembered
 * choice (default expanded).
 */
export function sharedDataForSession(
  session: Session | null,
  { expandSidebar }: { expandSidebar: boolean },
): SharedDataState {
  const user = session?.user;
  return {
    ...initialSharedDataState,
    isAppReady: true,
    loading: false,
    error: null,
    userData: user
      ? {
          userId: String(user.user_id),
          // The name the person chose, else the handle their account was made with.
          username: user.display_name ?? user.username,
          userSegment: user.user_segment,
          isLoading: false,
        }
      : emptyUserData,
    locationData: user
      ? deriveLocationData(user.location.hierarchy, user.location.zipcode)
      : deriveLocationData(DEFAULT_LOCATION_HIERARCHY),
    engagementData: user
      ? {
          isLoaded: true,
          billsCount: user.bills_count,
          walletCount: user.wallet_count,
          userCreatedAtDate: user.created_at,
          lastSignedInAt: user.last_signed_in_at,
        }
      : defaultEngagementData,
    layoutData: {
      enableSidebar: true,
      expandSidebar,
      // Signed-out visitors see only the public areas.
      showReducedNav: !user,
      // The reference container draws its chrome through the micro-app's own layout.
      hostChrome: false,
    },
  };
}
