// Environment: server
import type { ErrorRequestHandler } from 'express';
import type { PageErrorReportingConfig } from '../../src/error-reporting/pageErrorReportingConfig.js';
import { reportServerError } from '../../src/error-reporting/serverErrorReporter.js';
import { clientErrorStatusOf } from '../api/apiError.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/databaseUnavailable.js';
import { serverErrorReporting } from './errorReportingSettings.js';
import { renderPlainErrorPage } from './plainErrorPage.js';
import { ownOrigin } from './renderPageHandler.js';

/**
 * The last handler: whatever escaped the page renderer (which renders its own error page) is
 * reported (docs/product.md#error-reporting) and answered with a plain page, never Express's
 * default one, which would print the stack to the visitor.
 */
export function reportUnhandledErrors(errorReporting: PageErrorReportingConfig): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    // The database is away: a moment's wait, logged once per outage where the database is
    // opened (databaseOutages.ts), not a fault to report per request.
    if (isDatabaseUnavailable(error) && !response.headersSent) {
      response
        .status(503)
        .setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .setHeader('Cache-Control', 'no-store')
        .type('html')
        .send(
          renderPlainErrorPage({
            title: 'Back in a moment',
            heading: 'We’ll be right back',
            message: 'The service is briefly unavailable. Try again in a moment.',
            status: 503,
          }),
        );
      return;
    }
    // A client error (4xx) is answered, not reported.
    const status = clientErrorStatusOf(error) ?? 500;
    if (status === 500) {
      void reportServerError(
        error,
        {
          operation: 'express',
          url: request.path,
          method: request.method,
          requestId: String(response.locals.requestId ?? ''),
        },
        serverErrorReporting(errorReporting, ownOrigin(request)),
      );
    }
    if (response.headersSent) {
      next(error);
      return;
    }
    response
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderPlainErrorPage(
          status === 500
            ? {
                title: 'Something went wrong',
                heading: 'Something went wrong on our side',
                message: 'We have been told about it.',
                status,
              }
            : {
                title: 'Bad request',
                heading: 'We couldn’t handle that request',
                message: 'The request was malformed.',
                status,
              },
        ),
      );
  };
}
