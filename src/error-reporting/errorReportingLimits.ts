// Every limit of the error-reporting client in one place
// (docs/product.md#business-constants-and-limits, docs/product.md#reporting-requests). Where
// @airbrake/browser hard-codes a value we only mirror it here, so a reader finds the whole contract
// in one file; `errorReporter.ts` says which side enforces which limit.

/** docs/product.md#error-reporting: request timeout 10 s. Enforced by our notice transport (Airbrake's browser fetch has none). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** docs/product.md#error-reporting: history 20 entries. Airbrake's Scope keeps exactly 20 (`_historyMaxLen`). */
export const HISTORY_MAX_ENTRIES = 20;

/** docs/product.md#notice-size: notice size limit 64000 characters of JSON. Enforced by `limitNoticeSize`. */
export const NOTICE_MAX_LENGTH = 64_000;

/**
 * Room left for what Airbrake adds after our filters have run (`context.language`) and for its own
 * re-truncation of params, so its `jsonifyNotice` never throws on a notice we let through.
 */
export const NOTICE_LENGTH_HEADROOM = 1_000;

/** docs/product.md#reporting-requests: route, query and queue statistics are flushed every 15 s (Airbrake's FLUSH_INTERVAL). */
export const STATS_FLUSH_INTERVAL_MS = 15_000;

/** docs/product.md#reporting-requests: remote configuration polled every 10 minutes (Airbrake's DEFAULT_INTERVAL). */
export const REMOTE_CONFIG_POLL_INTERVAL_MS = 10 * 60_000;

/** docs/product.md#offline-queue: the offline error queue holds 100 reports; the oldest is dropped first. */
export const OFFLINE_QUEUE_CAPACITY = 100;

/** docs/product.md#error-reporting: breadcrumb element paths about 10 levels (Airbrake's click `elemPath` maxLen 10). */
export const BREADCRUMB_ELEMENT_PATH_DEPTH = 10;
