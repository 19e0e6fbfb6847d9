/** Where a slice's load stands: not asked yet, under way, answered, or failed (asked again later). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A load's argument: `{ force: true }` reads the data again after a change made elsewhere. */
export type LoadOptions = { force?: boolean } | undefined;

/**
 * Whether a load goes ahead: never beside one under way; forced, always; otherwise only when
 * nothing was loaded yet or the last load failed. The directory, the membership and every member
 * screen's data load by this one rule.
 */
export function loadGoesAhead(status: string, options?: LoadOptions): boolean {
  if (status === 'loading') return false;
  return options?.force === true || status === 'idle' || status === 'failed';
}
