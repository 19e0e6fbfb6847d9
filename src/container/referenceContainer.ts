import { AxiosError } from 'axios';
import { createApiClient } from '../api/createApiClient.js';
import {
  createSharedDataStore,
  type WritableSharedDataStore,
} from '../shared-data/createSharedDataStore.js';
import { deriveLocationData } from '../shared-data/locationData.js';
import { setSharedDataComputedDependencies } from '../shared-data/sharedData.js';
import {
  defaultEngagementData,
  emptyLocationData,
  emptyUserData,
} from '../shared-data/sharedDataDefaults.js';
import type { LayoutData, SharedDataActions } from '../shared-data/sharedDataTypes.js';
import {
  createBrowserSessionManager,
  type BrowserSessionManager,
} from './browserSessionManager.js';
import { createSessionApi, type Session } from './sessionApi.js';
import { createSignInPrompt, type SignInPrompt } from './signInPrompt.js';

// The reference container (ARCHITECTURE.md § The parts, 5): the host shell that, in production,
// is another team's. It owns the shared data store (SPEC §3), signs people in and out, and hands
// its computed dependencies to the micro-app before the micro-app mounts.

/** Signed-out visitors browse the whole country (SPEC §2: /usa alone means All States). */
export const DEFAULT_LOCATION_HIERARCHY = '/usa';
const SIDEBAR_PREFERENCE_KEY = 'doxo.expandSidebar';

export type ReferenceContainerOptions = {
  apiBaseUrl: string;
  apiKey?: string;
  /** The address the page was opened at: `sign_in` in its query opens the sign-in dialog. */
  url: URL;
  reportError: (error: unknown, context: Record<string, unknown>) => void;
  onServiceUnavailable: (error: AxiosError) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
};

export type ReferenceContainer = {
  store: WritableSharedDataStore;
  sessionManager: BrowserSessionManager;
  signInPrompt: SignInPrompt;
  actions: SharedDataActions;
  /** Called by the sign-in dialog; rejects with the API's error when the credentials are wrong. */
  submitSignIn: (email: string, password: string) => Promise<void>;
  toggleSidebar: () => void;
  /** Resolves once the session check finished and isAppReady is set. */
  ready: Promise<void>;
};

/**
 * Wrong credentials, a rate limit or a malformed email (4xx) are the visitor's to fix, and a 503
 * is already reported on its way to the maintenance page (SPEC §8); anything else is ours.
 */
function isOurFailure(error: unknown): boolean {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  return status === undefined || (status >= 500 && status !== 503);
}

export function startReferenceContainer(options: ReferenceContainerOptions): ReferenceContainer {
  const store = createSharedDataStore();
  const sessionManager = createBrowserSessionManager();
  const signInPrompt = createSignInPrompt();
  const sessionApi = createSessionApi(
    createApiClient({
      baseURL: options.apiBaseUrl,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      sessionManager,
      onServiceUnavailable: options.onServiceUnavailable,
    }),
  );

  const layoutFor = (signedIn: boolean): LayoutData => ({
    enableSidebar: true,
    expandSidebar: options.storage?.getItem(SIDEBAR_PREFERENCE_KEY) !== 'false',
    // Signed-out visitors see only the public areas.
    showReducedNav: !signedIn,
  });

  const applySession = (session: Session | null) => {
    if (session) sessionManager.started(session.csrf_token);
    else sessionManager.ended();
    const user = session?.user;
    store.update({
      isAppReady: true,
      loading: false,
      error: null,
      userData: user
        ? {
            userId: String(user.user_id),
            username: user.username,
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
      layoutData: layoutFor(Boolean(user)),
    });
  };

  const actions: SharedDataActions = {
    signIn: () => signInPrompt.open(),
    async signOut() {
      await sessionApi.signOut();
      applySession(null);
    },
    resetLocationData: () => store.update({ locationData: emptyLocationData }),
    resetEngagementData: () => store.update({ engagementData: defaultEngagementData }),
  };

  setSharedDataComputedDependencies({ store, sessionManager, actions });

  store.update({ loading: true, userData: { ...emptyUserData, isLoading: true } });
  const ready = sessionApi.current().then(applySession, (error: unknown) => {
    options.reportError(error, { operation: 'container/session' });
    applySession(null);
    store.update({ error: "We couldn't check whether you are signed in." });
  });

  if (options.url.searchParams.has('sign_in')) {
    // A cancel here just closes the dialog; nothing else changes.
    void ready.then(() => actions.signIn()).catch(() => {});
  }

  return {
    store,
    sessionManager,
    signInPrompt,
    actions,
    ready,
    async submitSignIn(email, password) {
      try {
        const session = await sessionApi.signIn(email, password);
        applySession(session);
        signInPrompt.succeeded();
      } catch (error) {
        if (isOurFailure(error)) {
          // The submitted form helps whoever reads the report; the reporter replaces the
          // password before the report leaves the browser (SPEC §9, issue 6).
          options.reportError(error, { operation: 'container/signIn', form: { email, password } });
        }
        throw error;
      }
    },
    toggleSidebar() {
      const expandSidebar = !store.getState().layoutData.expandSidebar;
      options.storage?.setItem(SIDEBAR_PREFERENCE_KEY, String(expandSidebar));
      store.update({ layoutData: { ...store.getState().layoutData, expandSidebar } });
    },
  };
}
