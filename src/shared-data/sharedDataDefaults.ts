import type {
  EngagementData,
  LayoutData,
  LocationData,
  SharedDataState,
  UserData,
} from './sharedDataTypes.js';

export const emptyUserData: UserData = {
  userId: null,
  username: null,
  userSegment: null,
  isLoading: false,
};

/** SPEC §4: location data can be reset to empty. */
export const emptyLocationData: LocationData = {
  hierarchy: null,
  state: null,
  zipcode: null,
  county: null,
};

/** SPEC §4: engagement data resets to isLoaded false, counts 0, dates null. */
export const defaultEngagementData: EngagementData = {
  isLoaded: false,
  billsCount: 0,
  walletCount: 0,
  userCreatedAtDate: null,
  lastSignedInAt: null,
};

export const defaultLayoutData: LayoutData = {
  enableSidebar: true,
  expandSidebar: true,
  showReducedNav: false,
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
