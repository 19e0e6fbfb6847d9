/** Where a slice's load stands: not asked yet, under way, answered, or failed (asked again later). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A load's argument: `{ force: true }` reads the data again after a change made elsewhere. */
export type LoadOptions = { force?: boolean } | undefined;
