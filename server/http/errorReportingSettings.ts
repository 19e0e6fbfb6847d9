// Environment: server
import type { PageErrorReportingConfig } from '../../src/error-reporting/pageErrorReportingConfig.js';
import { noticesUrl } from '../../src/error-reporting/noticeTransport.js';
import type { ServerErrorReporting } from '../../src/error-reporting/serverErrorReporter.js';
import type { ServerConfig } from '../config.js';

// Where error reports go (docs/architecture.md#the-parts; docs/operations.md#error-collector). By
// default: the collector in our own API, which serves notices at
// {host}/api/v3/projects/{id}/notices and the remote config at
// {host}/api/2020-06-18/config/{id}/config.json. With API_BASE_URL the API (and its collector) is
// on another host; AIRBRAKE_HOST sends everything to Airbrake or Errbit instead.

/** The origin whose /api holds the collector: API_BASE_URL without its /api, or '' (this page's). */
function ownCollectorHost(apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl) return '';
  return apiBaseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

export function pageErrorReportingConfig(config: ServerConfig): PageErrorReportingConfig {
  const host = config.AIRBRAKE_HOST ?? ownCollectorHost(config.API_BASE_URL);
  // Airbrake's remote config lives on a host of its own, and Errbit has none: beside
  // AIRBRAKE_HOST it is polled only where AIRBRAKE_REMOTE_CONFIG_HOST says.
  const remoteConfigHost = config.AIRBRAKE_REMOTE_CONFIG_HOST ?? (config.AIRBRAKE_HOST ? null : `${host}/api`);
  return {
    projectId: config.AIRBRAKE_PROJECT_ID,
    projectKey: config.AIRBRAKE_PROJECT_KEY,
    host: host.replace(/\/+$/, ''),
    remoteConfigHost,
    environment: config.AIRBRAKE_ENVIRONMENT ?? config.NODE_ENV,
  };
}

/** Origins beside our own the browser must be allowed to reach (CSP connect-src). */
export function errorReportingOrigins(page: PageErrorReportingConfig): string[] {
  return [page.host, page.remoteConfigHost ?? '']
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/**
 * The server posts its notices where the browser does; a page-relative host means this server,
 * reached at the address the current connection came in on (`ownOrigin`).
 */
export function serverErrorReporting(page: PageErrorReportingConfig, ownOrigin: string): ServerErrorReporting {
  return {
    noticesUrl: noticesUrl({ ...page, host: page.host || ownOrigin }),
    environment: page.environment,
  };
}
