// The shared data store the container supplies to the micro-app (SPEC §3, ARCHITECTURE.md
// § Shared data contract). The container owns it; the micro-app reads and subscribes.

export type UserData = {
  userId: string | null;
  username: string | null;
  userSegment: string | null;
  isLoading: boolean;
};

export type LocationData = {
  hierarchy: string | null;
  state: string | null;
  zipcode: string | null;
  county: string | null;
};

export type EngagementData = {
  isLoaded: boolean;
  billsCount: number;
  walletCount: number;
  userCreatedAtDate: string | null;
  lastSignedInAt: string | null;
};

export type LayoutData = {
  enableSidebar: boolean;
  expandSidebar: boolean;
  showReducedNav: boolean;
};

export type SharedDataState = {
  isAppReady: boolean;
  loading: boolean;
  error: string | null;
  userData: UserData;
  locationData: LocationData;
  engagementData: EngagementData;
  /** Opaque to the micro-app (SPEC §3: shape not shown). */
  engagementApiData: unknown;
  layoutData: LayoutData;
};

/** The read side of the container's store: what the micro-app may use. */
export type SharedDataStore = {
  getState: () => SharedDataState;
  subscribe: (listener: () => void) => () => void;
};

/** Adds the caller's credentials to a request to the product API (SPEC §6). */
export type SessionManager = {
  isLoggedIn: () => boolean;
  /** Headers that authenticate a request (e.g. Authorization or a CSRF token for writes). */
  authenticationHeaders: (method: string) => Record<string, string>;
};

export type SharedDataActions = {
  /** Opens the container's sign-in; rejects with code `login_canceled_by_user` when cancelled. */
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  resetLocationData: () => void;
  resetEngagementData: () => void;
};

/** What the container hands to the micro-app before the micro-app uses shared data. */
export type ComputedDependencies = {
  store: SharedDataStore;
  sessionManager: SessionManager;
  actions: SharedDataActions;
};
