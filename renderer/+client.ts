// Environment: client
// Vike loads this before the rest of the client code (https://vike.dev/error-tracking): the error
// reporter is listening before hydration, the container and the store start (issue 6, SPEC §1);
// @airbrake/browser itself arrives beside hydration (issue 12, src/error-reporting/earlyReports.ts).
import { initErrorReporting } from '../src/error-reporting/errorReporter.js';
import { readPageErrorReportingConfig } from '../src/error-reporting/pageErrorReportingConfig.js';

void initErrorReporting(readPageErrorReportingConfig(document, window.location.origin));
