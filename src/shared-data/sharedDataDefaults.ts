import type { EngagementData, LayoutData, LocationData, SharedDataState, UserData } from './sharedDataTypes.js';

export const emptyUserData: UserData = { userId: null, username: null, userSegment: null, isLoading: false };

/** docs/product.md#location-data: location data can be reset to empty. */
export const emptyLocationData: LocationData = { hierarchy: null, state: null, zipcode: null, county: null };

/** docs/product.md#engagement-data: engagement data resets to isLoaded false, counts 0, dates null. */
export const defaultEngagementData: EngagementData = {
  isLoaded: false,
  billsCount: 0,
  walletCount: 0,
  userCreatedAtDate: null,
  lastSignedInAt: null,
};

/**
 * Until the container has checked the session, the chrome is the signed-out visitor's: server
 * rendering never knows the session, and public pages are mostly seen signed out, so their first
 * paint already has the reduced navigation and nothing shifts when the container is ready.
 */
export const defaultLayoutData: LayoutData = {
  enableSidebar: true,
  expandSidebar: true,
  showReducedNav: true,
  hostChrome: false,
};

export const initialSharedDataState: SharedDataState = {
  isAppReady: false,
  loading: false,
  error: null,
  userData: emptyUserData,
  locationData: emptyLocationData,
  engagementData: defaultEngagementData,
  engagementApiData: null,
  layoutData: defaultLayoutData,
};
