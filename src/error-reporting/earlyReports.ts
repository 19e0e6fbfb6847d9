import type { Breadcrumb, ErrorReporter } from './errorReporter.js';

// What is reported before @airbrake/browser has arrived
// (docs/performance.md#first-load-javascript). The reporter's chunk is loaded beside hydration
// rather than before it, so for the first moments of a page the reports wait here, in order, and
// are handed to the real reporter once, when it starts. Uncaught errors and unhandled rejections of
// those moments are caught by our own listeners, the way Airbrake's instrumentation catches them
// later, so none is lost (docs/product.md#error-reporting, docs/product.md#error-page).

type EarlyReport =
  | { kind: 'exception'; error: unknown; context: Record<string, unknown> | undefined }
  | { kind: 'message'; message: string; context: Record<string, unknown> | undefined }
  | { kind: 'breadcrumb'; breadcrumb: Breadcrumb };

export type EarlyReportQueue = ErrorReporter & {
  /** Hands every waiting report to `reporter`, oldest first, and empties the queue. */
  replayInto(reporter: ErrorReporter): void;
  readonly size: number;
};

/** Holds at most `capacity` reports, dropping the oldest first like the offline queue (docs/product.md#offline-queue). */
export function createEarlyReportQueue(capacity: number): EarlyReportQueue {
  let reports: EarlyReport[] = [];
  const keep = (report: EarlyReport) => {
    reports.push(report);
    if (reports.length > capacity) reports.shift();
  };
  return {
    captureException(error, context) {
      keep({ kind: 'exception', error, context });
    },
    captureMessage(message, context) {
      keep({ kind: 'message', message, context });
    },
    captureBreadcrumb(breadcrumb) {
      keep({ kind: 'breadcrumb', breadcrumb });
    },
    replayInto(reporter) {
      const waiting = reports;
      reports = [];
      for (const report of waiting) {
        if (report.kind === 'exception') reporter.captureException(report.error, report.context);
        else if (report.kind === 'message') reporter.captureMessage(report.message, report.context);
        else reporter.captureBreadcrumb(report.breadcrumb);
      }
    },
    get size() {
      return reports.length;
    },
  };
}

/**
 * Reports the page's uncaught errors and unhandled rejections to `reporter` until the returned
 * function is called (when Airbrake's own instrumentation takes over). As Airbrake does, an error
 * event without an error object is kept only when it says where it happened.
 */
export function reportUncaughtErrors(target: Window, reporter: ErrorReporter): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.error !== undefined && event.error !== null) {
      reporter.captureException(event.error, { windowError: true });
    } else if (event.filename && event.lineno) {
      reporter.captureException(
        {
          message: event.message,
          fileName: event.filename,
          lineNumber: event.lineno,
          columnNumber: event.colno,
          noStack: true,
        },
        { windowError: true },
      );
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason !== undefined && event.reason !== null && event.reason !== '') {
      reporter.captureException(event.reason, { unhandledRejection: true });
    }
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
