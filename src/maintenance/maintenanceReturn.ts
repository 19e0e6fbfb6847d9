// Where the maintenance page sends a visitor back to once the service answers again: the page
// they were on, carried in the maintenance address (`/u/maintenance?return_to=/u/bills`), and
// only ever a path of this site (a value starting `//` or holding a backslash names another host
// to a browser).

export const RETURN_TO_PARAMETER = 'return_to';
/** The maintenance page's first check of the API, and the wait it asks of others (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 5;
const MAINTENANCE_PATH = '/u/maintenance';
const FALLBACK = '/u/bills';

/** `value` when it is a path of this site other than the maintenance page, else undefined. */
export function localReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return;
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return;
  if (value === MAINTENANCE_PATH || value.startsWith(`${MAINTENANCE_PATH}?`)) return;
  return value;
}

/** The maintenance page's address, remembering `returnTo` when it is one to come back to. */
export function maintenanceAddress(returnTo?: string): string {
  const back = localReturnPath(returnTo);
  return back
    ? `${MAINTENANCE_PATH}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: back }).toString()}`
    : MAINTENANCE_PATH;
}

/**
 * Where the maintenance page's query string says to go back to, if anywhere: the page is also
 * a plain page anyone can open, and then it stays.
 */
export function returnPathFrom(search: string): string | undefined {
  return localReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAMETER));
}

/** Where "Try again" leads: back, or to the bills when the page was opened by itself. */
export function tryAgainPath(search: string): string {
  return returnPathFrom(search) ?? FALLBACK;
}
