// The maintenance page's way back (sends visitors there on a 503; docs/product.md#maintenance): it
// asks the API whether it answers again, after 5 s, then 10, 20 and every 30 s (and at once when
// the browser comes back online or the tab is shown again, though never twice within 5 s), and once
// it does, takes the visitor back to the page they were on. A database restart is over in seconds;
// nobody should have to find the button.
import { useEffect } from 'react';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenanceReturn.js';

/** The first check, and the least time between two checks whatever triggers them. */
const FIRST_CHECK_MS = MAINTENANCE_RETRY_AFTER_SECONDS * 1_000;
const LONGEST_WAIT_MS = 30_000;

export type ServiceReturnOptions = {
  /** The API's base URL as the browser reaches it. */
  apiBaseUrl: string;
  apiKey?: string | undefined;
  /** Where to go once the API answers; undefined: nowhere, so the API is not asked. */
  returnTo: string | undefined;
  /** Tests replace the full page load. */
  goTo?: (path: string) => void;
  /** Tests replace the clock that spaces the checks. */
  now?: () => number;
};

async function apiAnswers(apiBaseUrl: string, apiKey: string | undefined): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}/status`, {
      headers: apiKey ? { 'X-Api-Key': apiKey } : {},
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

export function useServiceReturn({ apiBaseUrl, apiKey, returnTo, goTo, now = Date.now }: ServiceReturnOptions) {
  useEffect(() => {
    if (returnTo === undefined) return;
    let waitMs = FIRST_CHECK_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    let checking = false;
    // The page itself counts as the first look: the next comes FIRST_CHECK_MS later at the
    // earliest.
    let lastCheckAt = now();
    const check = async () => {
      clearTimeout(timer);
      if (done) return;
      checking = true;
      lastCheckAt = now();
      const answers = await apiAnswers(apiBaseUrl, apiKey);
      checking = false;
      if (done) return;
      if (answers) {
        done = true;
        // A full load: the page starts afresh with the service's data, not a half-failed store.
        (goTo ?? ((path: string) => window.location.assign(path)))(returnTo);
        return;
      }
      timer = setTimeout(() => void check(), waitMs);
      waitMs = Math.min(waitMs * 2, LONGEST_WAIT_MS);
    };
    // Coming back online or to the tab checks at once, unless a check ran moments ago: a
    // flapping connection must not hammer an API that is trying to come back.
    const checkNow = () => {
      if (document.visibilityState !== 'visible' || checking) return;
      if (now() - lastCheckAt < FIRST_CHECK_MS) return;
      void check();
    };
    timer = setTimeout(() => void check(), waitMs);
    waitMs *= 2;
    window.addEventListener('online', checkNow);
    document.addEventListener('visibilitychange', checkNow);
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('online', checkNow);
      document.removeEventListener('visibilitychange', checkNow);
    };
  }, [apiBaseUrl, apiKey, returnTo, goTo, now]);
}
