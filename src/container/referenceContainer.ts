import type { AxiosError } from 'axios';
import { createApiClient, isApiCallError } from '../api/createApiClient.js';
import { createSharedDataStore, type WritableSharedDataStore } from '../shared-data/createSharedDataStore.js';
import { setSharedDataComputedDependencies } from '../shared-data/sharedData.js';
import { defaultEngagementData, emptyLocationData, emptyUserData } from '../shared-data/sharedDataDefaults.js';
import type { SharedDataActions } from '../shared-data/sharedDataTypes.js';
import { createBrowserSessionManager, type BrowserSessionManager } from './browserSessionManager.js';
import type { PageSession } from './pageSession.js';
import type { SignUpRequest, SignUpResponse } from '../api/contracts/accountContract.js';
import { createSessionApi, type Session } from './sessionApi.js';
import { sharedDataForSession } from './sharedDataForSession.js';
import { createSignInPrompt, type SignInPrompt } from './signInPrompt.js';
import { SIGN_IN_FRAGMENT } from '../insights/transientParameters.js';

// The reference container (docs/architecture.md#the-parts): the host shell that, in production, is
// another team's. It owns the shared data store (docs/product.md#shared-data-store), signs people
// in and out, and hands its computed dependencies to the micro-app before the micro-app mounts.

export type ReferenceContainerOptions = {
  apiBaseUrl: string;
  apiKey?: string;
  /** The address the page was opened at: `sign_in` in its query opens the sign-in dialog. */
  url: URL;
  reportError: (error: unknown, context: Record<string, unknown>) => void;
  onServiceUnavailable: (error: AxiosError) => void;
  /**
   * What server rendering learnt about the visitor. When verified, the container starts from it
   * at once (the shell the server rendered, no second session check); otherwise it asks
   * GET /session itself.
   */
  pageSession?: PageSession;
  /** Remembers the visitor's sidebar choice (a cookie in the browser, so the server sees it). */
  rememberSidebar?: (expanded: boolean) => void;
};

export type ReferenceContainer = {
  /** The product API as the browser reaches it (forms that post without JavaScript use it). */
  apiBaseUrl: string;
  store: WritableSharedDataStore;
  sessionManager: BrowserSessionManager;
  signInPrompt: SignInPrompt;
  actions: SharedDataActions;
  /** Called by the sign-in dialog; rejects with the API's error when the credentials are wrong. */
  submitSignIn: (email: string, password: string) => Promise<void>;
  /**
   * Called by the sign-up forms: a new account is signed in at once (and a pending sign-in
   * prompt succeeds); rejects with the API's error when a field needs fixing.
   */
  submitSignUp: (fields: SignUpRequest) => Promise<SignUpResponse>;
  /** Reads the session again, after the account changed (a new ZIP code, name or email). */
  refreshSession: () => Promise<void>;
  toggleSidebar: () => void;
  /**
   * The signed-in user's segment as the server saw it on a navigation: it follows the
   * membership (docs/product.md#member-segment), so a lapse or an enrollment shows everywhere.
   */
  followUserSegment: (segment: string | null) => void;
  /** Resolves once the session check finished and isAppReady is set. */
  ready: Promise<void>;
};

/**
 * Wrong credentials, a rate limit or a malformed email (4xx) are the visitor's to fix, and a 503 is
 * already reported on its way to the maintenance page (docs/product.md#maintenance); anything else
 * is ours.
 */
function isOurFailure(error: unknown): boolean {
  const status = isApiCallError(error) ? error.response?.status : undefined;
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

  let expandSidebar = options.pageSession?.expandSidebar ?? true;

  const applySession = (session: Session | null) => {
    if (session) sessionManager.started(session.csrf_token);
    else sessionManager.ended();
    store.update(sharedDataForSession(session, { expandSidebar }));
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

  const checkSession = () => {
    store.update({ loading: true, userData: { ...emptyUserData, isLoading: true } });
    return sessionApi.current().then(applySession, (error: unknown) => {
      options.reportError(error, { operation: 'container/session' });
      applySession(null);
      store.update({ error: "We couldn't check whether you are signed in." });
    });
  };
  let ready: Promise<void>;
  if (options.pageSession) {
    // The shell the server rendered, at once: hydration sees exactly what the server saw.
    applySession(options.pageSession.session);
    ready = options.pageSession.verified ? Promise.resolve() : checkSession();
  } else {
    ready = checkSession();
  }

  // `?sign_in`, or the fragment a bills-to-pay redirect carries it as (docs/product.md#routes drops
  // the parameter from the URL it redirects to).
  if (options.url.searchParams.has('sign_in') || options.url.hash === SIGN_IN_FRAGMENT) {
    // A cancel here just closes the dialog; nothing else changes.
    void ready.then(() => actions.signIn()).catch(() => {});
  }

  return {
    apiBaseUrl: options.apiBaseUrl,
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
          // password before the report leaves the browser (docs/product.md#error-reporting).
          options.reportError(error, { operation: 'container/signIn', form: { email, password } });
        }
        throw error;
      }
    },
    followUserSegment(segment) {
      const { userData } = store.getState();
      if (userData.userId === null || userData.userSegment === segment) return;
      store.update({ userData: { ...userData, userSegment: segment } });
    },
    async submitSignUp(fields) {
      try {
        const answer = await sessionApi.signUp(fields);
        if (answer.status === 'created') {
          applySession(answer);
          signInPrompt.succeeded();
        }
        return answer;
      } catch (error) {
        if (isOurFailure(error)) {
          // The reporter replaces the password before the report leaves the browser.
          options.reportError(error, { operation: 'container/signUp', form: fields });
        }
        throw error;
      }
    },
    async refreshSession() {
      applySession(await sessionApi.current());
    },
    toggleSidebar() {
      expandSidebar = !store.getState().layoutData.expandSidebar;
      options.rememberSidebar?.(expandSidebar);
      store.update({ layoutData: { ...store.getState().layoutData, expandSidebar } });
    },
  };
}
