import { Notifier } from '@airbrake/browser';
import type { INotice } from '@airbrake/browser';
import { isBrowserNoise } from './browserNoiseFilter.js';
import type { ErrorReporter, ErrorReportingConfig } from './errorReporter.js';
import {
  NOTICE_LENGTH_HEADROOM,
  NOTICE_MAX_LENGTH,
  OFFLINE_QUEUE_CAPACITY,
  REQUEST_TIMEOUT_MS,
} from './errorReportingLimits.js';
import { limitNoticeSize } from './limitNoticeSize.js';
import { createFetchTransport, NoticeRejectedError, noticesUrl } from './noticeTransport.js';
import type { NoticeTransport } from './noticeTransport.js';
import { OfflineQueue } from './offlineQueue.js';
import { withoutOwnReportingRequests } from './ownRequestsFilter.js';
import type { ReporterEndpoint } from './ownRequestsFilter.js';
import { redactSensitiveKeys, SENSITIVE_KEY_PATTERN } from './redactSensitiveKeys.js';

// The browser reporter: @airbrake/browser does the capturing (instrumentation, history, stack
// parsing, statistics, remote config); we add the filters and own the last step (queue + post).
// The design is explained at the top of errorReporter.ts.

/**
 * Airbrake's Notifier parks *raw* errors in its own offline list and builds the notice (with the
 * history of that later moment) only when the browser is back online. Our OfflineQueue parks
 * finished notices instead, so this subclass keeps Airbrake's flag false and its list empty.
 */
class NotifierWithoutBuiltInOfflineQueue extends Notifier {
  protected override onOffline(): void {
    this.offline = false;
  }
}

export type AirbrakeReporterOptions = {
  /** Where finished notices go; tests pass a fake to count sends (the network is outside us). */
  transport?: NoticeTransport;
  /**
   * docs/product.md#reporting-requests: remote config is polled every 10 min when the config names
   * a remote config host; tests turn it off to stay off the network.
   */
  remoteConfig?: boolean;
};

export type AirbrakeReporter = ErrorReporter & {
  readonly notifier: Notifier;
  readonly offlineQueue: OfflineQueue<string>;
  /** Stops the listeners, the remote-config poll and the stats timers (instrumentation stays). */
  close(): void;
};

export function createAirbrakeReporter(
  config: ErrorReportingConfig,
  options: AirbrakeReporterOptions = {},
): AirbrakeReporter {
  const transport =
    options.transport ??
    createFetchTransport({
      url: noticesUrl(config),
      timeoutMs: REQUEST_TIMEOUT_MS,
      // Taken before Airbrake wraps window.fetch, so our own posts stay out of the history.
      fetch: window.fetch.bind(window),
    });

  const offlineQueue: OfflineQueue<string> = new OfflineQueue<string>({
    capacity: OFFLINE_QUEUE_CAPACITY,
    // A page that loads without a connection gets no `offline` event, yet must queue
    // (docs/product.md#offline-queue).
    offline: !window.navigator.onLine,
    send: (body) => {
      transport(body).catch((error: unknown) => {
        // Lost because the connection dropped mid-flight: keep it for the next `online` event.
        // A notice the collector refused, or a timeout while online, is not retried.
        if (!(error instanceof NoticeRejectedError) && !window.navigator.onLine) {
          offlineQueue.enqueue(body);
        }
      });
    },
  });

  const notifier = new NotifierWithoutBuiltInOfflineQueue({
    projectId: config.projectId,
    projectKey: config.projectKey,
    environment: config.environment,
    host: config.host,
    // Statistics and remote config go to the same collector (docs/product.md#reporting-requests;
    // our collector, Errbit or Airbrake), not to Airbrake's default hosts.
    apmHost: config.host,
    ...(config.remoteConfigHost ? { remoteConfigHost: config.remoteConfigHost } : {}),
    remoteConfig: (options.remoteConfig ?? true) && Boolean(config.remoteConfigHost),
    performanceStats: true,
    queryStats: true,
    queueStats: true,
    timeout: REQUEST_TIMEOUT_MS,
    keysBlocklist: [SENSITIVE_KEY_PATTERN],
    // docs/product.md#error-reporting: console, click (always on in Airbrake), navigation and
    // network history. Console is forced on: Airbrake turns it off when the environment name starts
    // with "dev".
    instrumentation: {
      onerror: true,
      unhandledrejection: true,
      console: true,
      fetch: true,
      xhr: true,
      history: true,
    },
    // Called with the finished notice instead of Airbrake's own post (see noticeTransport.ts).
    reporter: (notice) => {
      offlineQueue.submit(JSON.stringify(limitNoticeSize(notice, NOTICE_MAX_LENGTH)));
      return Promise.resolve(notice);
    },
  });

  // Run after Airbrake's built-in filters (its noise list, 1 s debounce of identical errors,
  // window url/userAgent), in this order: drop noise, redact, then measure the size.
  const endpoint: ReporterEndpoint = config;
  notifier.addFilter((notice) => (isBrowserNoise(notice.errors ?? []) ? null : notice));
  notifier.addFilter((notice) => redactNotice(notice, endpoint));
  notifier.addFilter((notice) => limitNoticeSize(notice, NOTICE_MAX_LENGTH - NOTICE_LENGTH_HEADROOM));
  if (config.version) notifier.scope().setContext({ version: config.version });

  const goOffline = () => offlineQueue.goOffline();
  const goOnline = () => offlineQueue.goOnline();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);

  const notify = (report: { error: unknown; params: Record<string, unknown>; severity: string }) => {
    // A reporter must never throw into the code that is reporting a failure.
    try {
      notifier
        .notify({
          error: report.error,
          params: report.params,
          context: { severity: report.severity },
        })
        .catch(() => undefined);
    } catch {
      // Nothing sensible to do: reporting the reporter's failure could loop.
    }
  };

  return {
    notifier,
    offlineQueue,
    // The caller's context goes to `params`: Airbrake's `context` holds reserved fields (history,
    // url, severity, environment) that a caller's key must not overwrite.
    captureException(error, context) {
      notify({ error, params: context ?? {}, severity: 'error' });
    },
    captureMessage(message, context) {
      notify({ error: new Error(message), params: context ?? {}, severity: 'info' });
    },
    captureBreadcrumb({ category, message, data }) {
      notifier.scope().pushHistory({ type: category, message, ...(data ? { data } : {}) });
    },
    close() {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      notifier.close();
    },
  };
}

/** docs/product.md#redaction: every part of the notice a caller or the history can fill is redacted. */
function redactNotice(notice: INotice, endpoint: ReporterEndpoint): INotice {
  const context: unknown = notice.context;
  return {
    ...notice,
    context: redactSensitiveKeys(withoutOwnHistory(context, endpoint)),
    params: redactSensitiveKeys(notice.params),
    session: redactSensitiveKeys(notice.session),
    environment: redactSensitiveKeys(notice.environment),
  };
}

function withoutOwnHistory(context: unknown, endpoint: ReporterEndpoint): unknown {
  if (typeof context !== 'object' || context === null || !('history' in context)) return context;
  const { history } = context;
  if (!Array.isArray(history)) return context;
  return { ...context, history: withoutOwnReportingRequests(history, endpoint) };
}
