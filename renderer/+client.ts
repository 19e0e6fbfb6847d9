// Environment: client
// Vike loads this before the rest of the client code (https://vike.dev/error-tracking): the error
// reporter is running before hydration, the container and the store start (issue 6, SPEC §1).
import { initErrorReporting } from '../src/error-reporting/errorReporter.js';
import { readPageErrorReportingConfig } from '../src/error-reporting/pageErrorReportingConfig.js';

initErrorReporting(readPageErrorReportingConfig(document, window.location.origin));
