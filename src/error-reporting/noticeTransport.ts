// How a finished notice reaches the collector (docs/product.md#error-reporting: error notices are
// posted to a versioned project notices path). We post it ourselves instead of letting
// @airbrake/browser do it because its browser requester has no timeout
// (docs/product.md#reporting-requests: 10 s) and we must decide what happens to a notice the
// network lost (it goes back to the offline queue, see errorReporter.ts).

export type NoticeTransport = (body: string) => Promise<void>;

export type NoticeEndpoint = { host: string; projectId: number; projectKey: string };

/** Airbrake v3 path, which Airbrake, Errbit and our collector (docs/operations.md#error-collector) all accept. */
export function noticesUrl({ host, projectId, projectKey }: NoticeEndpoint): string {
  const base = host.replace(/\/+$/, '');
  return `${base}/api/v3/projects/${projectId}/notices?key=${encodeURIComponent(projectKey)}`;
}

export class NoticeRejectedError extends Error {
  constructor(readonly status: number) {
    super(`error reporting: the collector answered ${status}`);
    this.name = 'NoticeRejectedError';
  }
}

export function createFetchTransport(options: {
  url: string;
  timeoutMs: number;
  fetch: typeof fetch;
}): NoticeTransport {
  return async (body) => {
    const response = await options.fetch(options.url, {
      method: 'POST',
      // text/plain like the official notifier: a CORS "simple request" with no preflight, which
      // Airbrake and Errbit expect. The collector must parse the body as JSON itself.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new NoticeRejectedError(response.status);
  };
}
