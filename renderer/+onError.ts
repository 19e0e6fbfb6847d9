// Environment: server
import type { Config } from 'vike/types';
import { reportServerError } from '../src/error-reporting/serverErrorReporter.js';

// Vike calls this for every server-side failure while routing or rendering a page (redirects and
// render() aborts excluded), before it renders the error page (docs/product.md#error-page,
// docs/product.md#error-reporting). Vike prints the stack; our JSON line adds the request id and
// URL for log search.
export const onError: Config['onError'] = (error, pageContext) => {
  void reportServerError(
    error,
    {
      operation: 'render',
      ...(pageContext ? { url: pageContext.urlPathname, requestId: pageContext.requestId } : {}),
    },
    pageContext?.errorReportingForServer,
  );
};
