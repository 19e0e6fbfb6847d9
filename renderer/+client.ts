// Environment: client
// Vike loads this before the rest of the client code (https://vike.dev/error-tracking): the error
// reporter is listening before hydration, the container and the store start (docs/product.md#error-reporting);
// @airbrake/browser itself arrives beside hydration (src/error-reporting/earlyReports.ts; docs/performance.md#start-up).
import { initErrorReporting } from '../src/error-reporting/errorReporter.js';
import { readPageErrorReportingConfig } from '../src/error-reporting/pageErrorReportingConfig.js';

void initErrorReporting(readPageErrorReportingConfig(document, window.location.origin));
