// The shared data store a container (the host shell) supplies to the micro-app, and what it hands
// the micro-app in the browser before the micro-app starts: the published contract between the
// two (docs/host-contract.md). Types only: the host and the micro-app share no code but these.

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
  /**
   * The container draws the page's top bar (brand, account, sign-in) and footer itself, and the
   * micro-app draws neither: only its navigation and its pages (docs/host-contract.md#layout).
   */
  hostChrome: boolean;
};

export type SharedDataState = {
  isAppReady: boolean;
  loading: boolean;
  error: string | null;
  userData: UserData;
  locationData: LocationData;
  engagementData: EngagementData;
  /** Opaque to the micro-app (its shape is the container's). */
  engagementApiData: unknown;
  layoutData: LayoutData;
};

/** The read side of the container's store: what the micro-app may use. */
export type SharedDataStore = {
  getState: () => SharedDataState;
  subscribe: (listener: () => void) => () => void;
};

/** Adds the caller's credentials to a request to the product API. */
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

/**
 * Where a container running in another bundle (the host's own script) leaves the computed
 * dependencies for the micro-app's client to pick up: `window[COMPUTED_DEPENDENCIES_GLOBAL]`,
 * set before the micro-app's client starts.
 */
export const COMPUTED_DEPENDENCIES_GLOBAL = '__doxoSharedDataComputedDependencies';

/** A cancelled sign-in rejects with an error carrying this code. */
export const LOGIN_CANCELED_BY_USER = 'login_canceled_by_user';
