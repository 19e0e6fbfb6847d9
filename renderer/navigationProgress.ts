// Environment: client
// The thin progress bar of client navigations (renderer/styles/shell.css): the body class starts
// it at once, and CSS shows it only after 150 ms, so quick navigations show nothing. Screen
// readers hear "Loading page…" at the same moment, not for every fast navigation.

/** How long a navigation may take before it shows progress. */
export const PROGRESS_DELAY_MS = 150;

let labelTimer: ReturnType<typeof setTimeout> | undefined;

function progressLabel(): Element | null {
  return document.querySelector('[data-progress-label]');
}

export function startNavigationProgress(): void {
  document.body.classList.add('is-navigating');
  clearTimeout(labelTimer);
  labelTimer = setTimeout(() => {
    const label = progressLabel();
    if (label) label.textContent = 'Loading page…';
  }, PROGRESS_DELAY_MS);
}

export function endNavigationProgress(): void {
  clearTimeout(labelTimer);
  document.body.classList.remove('is-navigating');
  const label = progressLabel();
  if (label) label.textContent = '';
}
