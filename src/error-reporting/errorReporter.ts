// The one error reporter of the micro-app (docs/product.md#error-reporting,
// docs/product.md#error-page; docs/product.md#error-reporting). The rest of the code reaches it
// only through captureException, captureMessage and captureBreadcrumb; until initErrorReporting
// gets a configuration they do nothing.
//
// Design: @airbrake/browser (airbrakeReporter.ts) does the capturing; we add what the spec asks
// and the library lacks, each as a small pure module with its own tests:
//
// error ─▶ Airbrake Notifier.notify ─▶ Airbrake filters (its noise list, 1 s debounce of an
// identical error, url/userAgent) ─▶ ours: browserNoiseFilter (docs/product.md#error-noise: noise
// and extension frames) ─▶ redactSensitiveKeys over context/params/session/environment
// (docs/product.md#redaction) ─▶ limitNoticeSize (64000 chars; docs/product.md#notice-size) ─▶
// `reporter` option ─▶ OfflineQueue (cap 100) ─▶ noticeTransport: POST
// /api/v3/projects/{id}/notices with a 10 s timeout (docs/product.md#notice-size).
//
// What we keep from Airbrake because it already matches the spec (errorReportingLimits.ts):
// - history: its Scope keeps the last 20 entries of console, click/keypress (element path about 10
//   levels), pushState/popstate navigation, fetch and XHR; captureBreadcrumb adds to the same list.
//   The entries of the reporter's own stats/config requests are removed (ownRequestsFilter.ts).
// - route / query / queue statistics flushed every 15 s and remote config polled every 10 min,
//   both sent to the configured host (these requests use Airbrake's requester, which has no
//   timeout: only notices, the reports that matter, get the 10 s timeout).
// What we replace:
// - its offline list (raw errors, history taken at flush time) by OfflineQueue of finished
//   notices, flag set on `offline`, cleared on `online` which sends each queued notice once;
// - its post (no timeout, gives up on a dropped connection) by noticeTransport.

//
// Loading: airbrakeReporter.ts (with @airbrake/browser, 18 KB gzipped) is imported when
// initErrorReporting runs, not before: it is not part of the first-load JavaScript, hydration does
// not wait for it, and what is reported meanwhile waits in earlyReports.ts
// (docs/performance.md#first-load-javascript).

import type { AirbrakeReporter } from './airbrakeReporter.js';
import { createEarlyReportQueue, reportUncaughtErrors } from './earlyReports.js';
import { OFFLINE_QUEUE_CAPACITY } from './errorReportingLimits.js';

export type Breadcrumb = { category: string; message: string; data?: Record<string, unknown> };

export type ErrorReporter = {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  captureMessage(message: string, context?: Record<string, unknown>): void;
  captureBreadcrumb(breadcrumb: Breadcrumb): void;
};

export type ErrorReportingConfig = {
  projectId: number;
  projectKey: string;
  /** Absolute origin of the collector: ours, Errbit or Airbrake (docs/operations.md#error-collector). */
  host: string;
  /**
   * Absolute base of the remote config document polled every 10 min
   * (docs/product.md#reporting-requests); ours is under the collector's /api. Unset: no polling
   * (Errbit has no remote config).
   */
  remoteConfigHost?: string;
  environment: string;
  version?: string;
};

const noopReporter: ErrorReporter = {
  captureException: () => undefined,
  captureMessage: () => undefined,
  captureBreadcrumb: () => undefined,
};

let activeReporter: ErrorReporter = noopReporter;
let browserReporter: AirbrakeReporter | null = null;
let started = false;

/** A configuration Airbrake can use: it throws without an id and key, and needs a host. */
export function isErrorReportingConfigured(config: ErrorReportingConfig | null): config is ErrorReportingConfig {
  return (
    config !== null &&
    Number.isInteger(config.projectId) &&
    config.projectId > 0 &&
    config.projectKey !== '' &&
    config.host !== ''
  );
}

/**
 * Starts the browser reporter once. Without a configuration, or on the server (no window), the
 * reporter stays a no-op. A second call keeps the first reporter: Airbrake patches console, fetch,
 * XHR and history globally, and patching twice would record every event twice. Resolves once the
 * reporter is running (reports made before then are queued and handed to it).
 */
export function initErrorReporting(config: ErrorReportingConfig | null): Promise<void> {
  if (!isErrorReportingConfigured(config) || typeof window === 'undefined') {
    return Promise.resolve();
  }
  if (started) return Promise.resolve();
  started = true;
  // Until the reporter arrives, reports wait in order (as many as the offline queue holds).
  const early = createEarlyReportQueue(OFFLINE_QUEUE_CAPACITY);
  activeReporter = early;
  const stopListening = reportUncaughtErrors(window, early);
  return import('./airbrakeReporter.js').then(
    ({ createAirbrakeReporter }) => {
      // Airbrake's instrumentation takes over from our listeners in the same task: no error
      // between the two is caught twice or missed.
      stopListening();
      browserReporter = createAirbrakeReporter(config);
      if (activeReporter === early) activeReporter = browserReporter;
      early.replayInto(browserReporter);
    },
    () => {
      // The chunk did not arrive (offline at first load): the early queue keeps collecting, as
      // the offline queue would, and there is nothing to send them with on this page.
    },
  );
}

export function captureException(error: unknown, context?: Record<string, unknown>): void {
  activeReporter.captureException(error, context);
}

export function captureMessage(message: string, context?: Record<string, unknown>): void {
  activeReporter.captureMessage(message, context);
}

export function captureBreadcrumb(breadcrumb: Breadcrumb): void {
  activeReporter.captureBreadcrumb(breadcrumb);
}

/** Replaces the reporter (e.g. with createRecordingReporter()); null restores the no-op. */
export function setErrorReporterForTests(reporter: ErrorReporter | null): void {
  activeReporter = reporter ?? browserReporter ?? noopReporter;
}
