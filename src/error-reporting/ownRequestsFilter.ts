// The history (SPEC §9: 20 entries) should tell what the *app* did before an error. In the browser
// @airbrake/browser posts statistics every 15 s and polls its remote config every 10 min through
// an XHR-based fetch polyfill, which its own XHR instrumentation records. Those entries would
// push the app's real network events out of the 20 slots, so they are removed from the history.

export type ReporterEndpoint = { host: string; projectId: number };

/** Notices, routes/queries/queues statistics (api/v3..v5) and the remote-config document. */
export function isOwnReportingRequest(url: string, { host, projectId }: ReporterEndpoint): boolean {
  const base = host.replace(/\/+$/, '');
  if (!url.startsWith(`${base}/`)) return false;
  const path = url.slice(base.length);
  return (
    new RegExp(`^/api/v\\d+/projects/${projectId}/`).test(path) ||
    new RegExp(`^/[\\w-]+/config/${projectId}/config\\.json`).test(path)
  );
}

export function withoutOwnReportingRequests(
  history: readonly unknown[],
  endpoint: ReporterEndpoint,
): unknown[] {
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
