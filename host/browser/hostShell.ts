// Environment: browser (the host's own script, built apart from the micro-app's code)
// Runs before the micro-app's client: it creates the shared data store from the state the host
// rendered the page with, and leaves the computed dependencies where the micro-app looks for them
// (docs/host-contract.md#in-the-browser). It then drives the host's header: sign-in in a dialog,
// sign-out, each handed to the micro-app's store at once, without a reload.
import {
  COMPUTED_DEPENDENCIES_GLOBAL,
  LOGIN_CANCELED_BY_USER,
  type ComputedDependencies,
  type SharedDataState,
} from '../../contract/sharedData.js';

type HostShellState = { sharedData: SharedDataState; csrfToken: string | null };
type Pending = { resolve: () => void; reject: (error: Error) => void };

const STATE_ELEMENT_ID = 'host-shell-state';

function readStartingState(): HostShellState {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The host page has no #${STATE_ELEMENT_ID}.`);
  return JSON.parse(text) as HostShellState;
}

const starting = readStartingState();
let state = starting.sharedData;
let csrfToken = starting.csrfToken;
const listeners = new Set<() => void>();

function setState(next: SharedDataState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The answer of the host's session endpoint, or an error carrying its message. */
async function sessionCall(method: 'POST' | 'DELETE', body?: unknown): Promise<HostShellState> {
  const response = await fetch('/shell/session', {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      (answer as { error?: { message?: string } } | null)?.error?.message ??
      'We couldn’t reach doxo just now. Please try again.';
    throw new Error(message);
  }
  return answer as HostShellState;
}

/** The session changed: the session manager first, so the micro-app reads both as one. */
function applySession(next: HostShellState, announcement: string) {
  csrfToken = next.csrfToken;
  setState(next.sharedData);
  drawAccount();
  const status = document.querySelector<HTMLElement>('[data-host-status]');
  if (status) status.textContent = announcement;
}

let pending: Pending[] = [];

function settle(outcome: (entry: Pending) => void) {
  const settled = pending;
  pending = [];
  settled.forEach(outcome);
}

class LoginCanceledError extends Error {
  readonly code = LOGIN_CANCELED_BY_USER;
  constructor() {
    super('Sign-in was canceled.');
    this.name = 'LoginCanceledError';
  }
}

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('[data-host-sign-in-dialog]');
}

function openSignIn() {
  const element = dialog();
  if (!element) return;
  if (element.open) return;
  const error = element.querySelector<HTMLElement>('[data-host-sign-in-error]');
  if (error) error.textContent = '';
  element.showModal();
}

const dependencies: ComputedDependencies = {
  store: {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  },
  sessionManager: {
    isLoggedIn: () => csrfToken !== null,
    // The session itself travels in its HttpOnly cookie; writes echo its CSRF token.
    authenticationHeaders(method): Record<string, string> {
      const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
      return csrfToken && isWrite ? { 'X-CSRF-Token': csrfToken } : {};
    },
  },
  actions: {
    signIn() {
      return new Promise<void>((resolve, reject) => {
        if (state.userData.userId !== null) {
          resolve();
          return;
        }
        pending.push({ resolve, reject });
        if (document.readyState === 'loading') {
          document.addEventListener('DOMContentLoaded', openSignIn, { once: true });
        } else openSignIn();
      });
    },
    async signOut() {
      applySession(await sessionCall('DELETE'), 'You are signed out.');
    },
    resetLocationData() {
      setState({
        ...state,
        locationData: { hierarchy: null, state: null, zipcode: null, county: null },
      });
    },
    resetEngagementData() {
      setState({
        ...state,
        engagementData: {
          isLoaded: false,
          billsCount: 0,
          walletCount: 0,
          userCreatedAtDate: null,
          lastSignedInAt: null,
        },
      });
    },
  },
};
Reflect.set(window, COMPUTED_DEPENDENCIES_GLOBAL, dependencies);

/** The header's account area, as the server draws it (host/hostPages.ts), for this script. */
function drawAccount() {
  const area = document.querySelector<HTMLElement>('[data-host-account]');
  if (!area) return;
  const { username } = state.userData;
  area.replaceChildren();
  if (username !== null) {
    const name = document.createElement('span');
    name.className = 'host-account__name';
    const label = document.createElement('span');
    label.className = 'host-visually-hidden';
    label.textContent = 'Signed in as ';
    name.append(label, username);
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/sign-out';
    form.dataset.hostSignOut = '';
    const button = document.createElement('button');
    button.type = 'submit';
    button.className = 'host-button host-button--quiet';
    button.textContent = 'Sign out';
    form.append(button);
    area.append(name, form);
  } else {
    // With the script, a button that opens the dialog in place; the server's HTML has a link
    // to the sign-in page for browsers without it. (A link would also be taken by the
    // micro-app's client router, which handles every link click on the page.)
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'host-button';
    button.dataset.hostSignIn = '';
    button.textContent = 'Sign in';
    area.append(button);
  }
}

function wireHeader() {
  drawAccount();
  const area = document.querySelector<HTMLElement>('[data-host-account]');
  area?.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest('[data-host-sign-in]');
    if (!opener) return;
    event.preventDefault();
    dependencies.actions.signIn().catch(() => {});
  });
  area?.addEventListener('submit', (event) => {
    if (!(event.target as Element).matches('[data-host-sign-out]')) return;
    event.preventDefault();
    dependencies.actions.signOut().catch(() => {
      const status = document.querySelector<HTMLElement>('[data-host-status]');
      if (status) status.textContent = 'We couldn’t sign you out. Please try again.';
    });
  });

  const element = dialog();
  const form = element?.querySelector<HTMLFormElement>('[data-host-sign-in-form]');
  const error = element?.querySelector<HTMLElement>('[data-host-sign-in-error]');
  if (!element || !form || !error) return;
  // Escape, Cancel: the sign-in is cancelled, and nothing changes.
  element.addEventListener('close', () => {
    if (state.userData.userId === null) settle((entry) => entry.reject(new LoginCanceledError()));
  });
  element.querySelector('[data-host-sign-in-cancel]')?.addEventListener('click', () => element.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit?.disabled) return;
    if (submit) submit.disabled = true;
    error.textContent = '';
    sessionCall('POST', { email: fields.get('email'), password: fields.get('password') })
      .then((next) => {
        applySession(next, 'You are signed in.');
        form.reset();
        element.close();
        settle((entry) => entry.resolve());
      })
      .catch((caught: unknown) => {
        error.textContent = caught instanceof Error ? caught.message : String(caught);
      })
      .finally(() => {
        if (submit) submit.disabled = false;
      });
  });

  // `?sign_in`, or the fragment a bills-to-pay redirect carries it as: open the dialog.
  const url = new URL(location.href);
  if ((url.searchParams.has('sign_in') || url.hash === '#sign_in') && state.userData.userId === null) {
    dependencies.actions.signIn().catch(() => {});
  }
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', wireHeader, { once: true });
} else wireHeader();
