// The host's own HTML: its chrome (marked data-shell="host") around every page, its own pages
// outside /u/ (home, sign-in, its error page), and the composition of a micro-app page into it.
import type { HostShellState } from './hostSharedData.js';

/** The paths of the host's own files. */
export const HOST_STYLESHEET_PATH = '/shell/host-shell.css';
export const HOST_SCRIPT_PATH = '/shell/host-shell.js';
/** The element the host's script reads its starting state from. */
export const HOST_STATE_ELEMENT_ID = 'host-shell-state';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The host's own escaping: it shares no code with the micro-app (docs/host-contract.md). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The account part of the header, as the host's script also draws it when the session changes. */
function accountArea(state: HostShellState, returnTo: string): string {
  const { username } = state.sharedData.userData;
  if (username !== null) {
    return `<span class="host-account__name"><span class="host-visually-hidden">Signed in as </span>${escapeHtml(username)}</span>
      <form method="post" action="/sign-out" data-host-sign-out>
        <button type="submit" class="host-button host-button--quiet">Sign out</button>
      </form>`;
  }
  return `<a class="host-button" href="/sign-in?return=${encodeURIComponent(returnTo)}" data-host-sign-in>Sign in</a>`;
}

/** The sign-in form: in the dialog the script opens, and alone on /sign-in without script. */
function signInForm(returnTo: string, error: string | null, idPrefix: string): string {
  return `<form class="host-form" method="post" action="/sign-in" data-host-sign-in-form novalidate>
    <input type="hidden" name="return" value="${escapeHtml(returnTo)}">
    <label for="${idPrefix}-email">Email</label>
    <input id="${idPrefix}-email" name="email" type="email" autocomplete="username" required>
    <label for="${idPrefix}-password">Password</label>
    <input id="${idPrefix}-password" name="password" type="password" autocomplete="current-password" required>
    <p class="host-form__error" role="alert" data-host-sign-in-error>${error ? escapeHtml(error) : ''}</p>
    <div class="host-form__actions">
      <button type="submit" class="host-button">Sign in</button>
      ${idPrefix === 'host-dialog' ? '<button type="button" class="host-button host-button--quiet" data-host-sign-in-cancel>Cancel</button>' : ''}
    </div>
  </form>`;
}

/** The host's chrome: a skip link, its header and its sign-in dialog. */
export function hostChrome(state: HostShellState, returnTo: string): string {
  return `<a class="host-skip-link" href="#main">Skip to main content</a>
<header data-shell="host" class="host-header">
  <a class="host-brand" href="/"><span class="host-brand__mark" aria-hidden="true">d</span>doxo <span class="host-brand__shell">home</span></a>
  <div class="host-account" data-host-account>${accountArea(state, returnTo)}</div>
  <p class="host-visually-hidden" role="status" data-host-status></p>
</header>
<dialog class="host-dialog" aria-labelledby="host-dialog-title" data-host-sign-in-dialog>
  <h2 id="host-dialog-title">Sign in to doxo</h2>
  ${signInForm(returnTo, null, 'host-dialog')}
</dialog>`;
}

/** What goes at the top of <head>: the host's stylesheet, starting state and script, first. */
function headParts(state: HostShellState): string {
  return `<link rel="stylesheet" href="${HOST_STYLESHEET_PATH}">
<script type="application/json" id="${HOST_STATE_ELEMENT_ID}">${scriptJson(state)}</script>
<script src="${HOST_SCRIPT_PATH}"></script>`;
}

const HEAD_OPEN = /<head(\s[^>]*)?>/i;
const BODY_OPEN = /<body(\s[^>]*)?>/i;

/**
 * A micro-app page inside the host: the host's script runs before any of the page's (it must
 * hand over the computed dependencies before the micro-app's client starts), and the host's
 * chrome opens the body. Null when the page has no head or body to compose into.
 */
export function composePage(html: string, state: HostShellState, returnTo: string): string | null {
  if (!HEAD_OPEN.test(html) || !BODY_OPEN.test(html)) return null;
  return html
    .replace(HEAD_OPEN, (tag) => `${tag}\n${headParts(state)}`)
    .replace(BODY_OPEN, (tag) => `${tag}\n${hostChrome(state, returnTo)}`);
}

/** One of the host's own pages. */
export function hostDocument(options: {
  title: string;
  state: HostShellState;
  returnTo: string;
  main: string;
}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
${headParts(options.state)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · doxo</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="host-page">
${hostChrome(options.state, options.returnTo)}
<main id="main" class="host-main" tabindex="-1">
${options.main}
</main>
</body>
</html>`;
}

export function homePage(): string {
  return `<h1>Welcome to doxo</h1>
<p>Pay every household bill in one place, and see what your neighbours pay.</p>
<ul class="host-links">
  <li><a href="/u/bills">Your bills</a></li>
  <li><a href="/u/bills-to-pay">Most common billers near you</a></li>
  <li><a href="/u/wallet">Your wallet</a></li>
</ul>`;
}

export function signInPage(returnTo: string, error: string | null): string {
  return `<h1>Sign in to doxo</h1>
${signInForm(returnTo, error, 'host-page')}`;
}

export function unavailablePage(): string {
  return `<h1>This part of doxo isn’t answering</h1>
<p>Your bills and payments are safe. We couldn’t reach this page just now; it usually comes back within a minute.</p>
<p><a class="host-button" href="" data-host-retry>Try again</a></p>`;
}

export function notFoundPage(): string {
  return `<h1>Page not found</h1>
<p>There is no page at this address. <a href="/">Go to the home page</a>.</p>`;
}
