// The history (docs/product.md#error-history: 20 entries) should tell what the *app* did before an
// error. In the browser
// @airbrake/browser posts statistics every 15 s and polls its remote config every 10 min through
// an XHR-based fetch polyfill, which its own XHR instrumentation records. Those entries would
// push the app's real network events out of the 20 slots, so they are removed from the history.

export type ReporterEndpoint = { host: string; projectId: number; remoteConfigHost?: string };

/** The part of `url` below `base`, or null when `url` is elsewhere. */
function pathBelow(url: string, base: string): string | null {
  const root = base.replace(/\/+$/, '');
  return url.startsWith(`${root}/`) ? url.slice(root.length) : null;
}

/** Notices, routes/queries/queues statistics (api/v3..v5) and the remote-config document. */
export function isOwnReportingRequest(url: string, { host, projectId, remoteConfigHost }: ReporterEndpoint): boolean {
  const reportPath = pathBelow(url, host);
  if (reportPath !== null && new RegExp(`^/api/v\\d+/projects/${projectId}/`).test(reportPath)) {
    return true;
  }
  const configPath = pathBelow(url, remoteConfigHost ?? host);
  return configPath !== null && new RegExp(`^/[\\w-]+/config/${projectId}/config\\.json`).test(configPath);
}

export function withoutOwnReportingRequests(history: readonly unknown[], endpoint: ReporterEndpoint): unknown[] {
  return history.filter(
    (entry) =>
      !(
        typeof entry === 'object' &&
        entry !== null &&
        'url' in entry &&
        typeof entry.url === 'string' &&
        isOwnReportingRequest(entry.url, endpoint)
      ),
  );
}
