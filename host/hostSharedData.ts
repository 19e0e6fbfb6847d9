// The shared data the host supplies (docs/host-contract.md#what-the-host-supplies), computed
// from the visitor's session: the same for the signed token the micro-app's server reads and the
// store the host's script hands the micro-app in the browser.
import type { SharedDataState } from '../contract/sharedData.js';
import type { ShellSharedData } from '../contract/shellContext.js';
import type { HostSession } from './microAppSession.js';

/** A signed-out visitor browses the whole country. */
const SIGNED_OUT_HIERARCHY = '/usa';

export function hostSharedData(session: HostSession | null): ShellSharedData {
  const user = session?.user;
  return {
    userData: {
      userId: user?.userId ?? null,
      username: user?.username ?? null,
      userSegment: user?.userSegment ?? null,
      isLoading: false,
    },
    locationData: user
      ? { hierarchy: user.hierarchy, state: user.state, zipcode: user.zipcode, county: user.county }
      : { hierarchy: SIGNED_OUT_HIERARCHY, state: null, zipcode: null, county: null },
    engagementData: user
      ? {
          isLoaded: true,
          billsCount: user.billsCount,
          walletCount: user.walletCount,
          userCreatedAtDate: user.createdAt,
          lastSignedInAt: user.lastSignedInAt,
        }
      : {
          isLoaded: false,
          billsCount: 0,
          walletCount: 0,
          userCreatedAtDate: null,
          lastSignedInAt: null,
        },
    // The host draws the top bar and footer; the micro-app keeps its navigation, reduced to the
    // public areas for visitors who are not signed in.
    layoutData: {
      enableSidebar: true,
      expandSidebar: true,
      showReducedNav: !user,
      hostChrome: true,
    },
  };
}

/** The whole store state the host's script starts from in the browser. */
export function hostStoreState(shared: ShellSharedData): SharedDataState {
  return { isAppReady: true, loading: false, error: null, engagementApiData: null, ...shared };
}

/** What the host's script reads at start: the store's state and the session's CSRF token. */
export type HostShellState = { sharedData: SharedDataState; csrfToken: string | null };

export function hostShellState(session: HostSession | null): HostShellState {
  return {
    sharedData: hostStoreState(hostSharedData(session)),
    csrfToken: session?.csrfToken ?? null,
  };
}
