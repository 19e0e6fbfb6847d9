import type { ErrorReportingConfig } from './errorReporter.js';

// How the server tells a page where its error reports go (docs/product.md#error-reporting). The
// server writes this into the HTML as JSON, and renderer/+client.ts reads it before any other code
// of ours runs, so even a failure during hydration is reported. Both hosts may be relative to the
// page, because by default the collector is our own API on the very origin the page was served
// from.

export type PageErrorReportingConfig = {
  projectId: number;
  projectKey: string;
  /** Collector origin: Airbrake, Errbit, another host's API, or '' for this page's origin. */
  host: string;
  /** Remote config base, absolute or a path on this page's origin ('/api'); null: no polling. */
  remoteConfigHost: string | null;
  environment: string;
};

export const ERROR_REPORTING_ELEMENT_ID = 'error-reporting-config';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Absolute hosts for the reporter, resolved against the page's origin. */
export function resolvePageErrorReportingConfig(
  page: PageErrorReportingConfig,
  pageOrigin: string,
): ErrorReportingConfig {
  return {
    projectId: page.projectId,
    projectKey: page.projectKey,
    host: withoutTrailingSlash(new URL(page.host || '/', pageOrigin).href),
    ...(page.remoteConfigHost
      ? { remoteConfigHost: withoutTrailingSlash(new URL(page.remoteConfigHost, pageOrigin).href) }
      : {}),
    environment: page.environment,
  };
}

function isPageErrorReportingConfig(value: unknown): value is PageErrorReportingConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate: Partial<Record<keyof PageErrorReportingConfig, unknown>> = value;
  return (
    typeof candidate.projectId === 'number' &&
    typeof candidate.projectKey === 'string' &&
    typeof candidate.host === 'string' &&
    (candidate.remoteConfigHost === null || typeof candidate.remoteConfigHost === 'string') &&
    typeof candidate.environment === 'string'
  );
}

/**
 * The configuration the server wrote into this page, or null when there is none or it cannot be
 * read (a container may serve the micro-app with reporting off): the reporter then stays a no-op.
 */
export function readPageErrorReportingConfig(document: Document, pageOrigin: string): ErrorReportingConfig | null {
  const text = document.getElementById(ERROR_REPORTING_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageErrorReportingConfig(parsed) ? resolvePageErrorReportingConfig(parsed, pageOrigin) : null;
  } catch {
    return null;
  }
}
