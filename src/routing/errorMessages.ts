import { MAX_REDIRECT_HOPS, REDIRECT_LIMIT_REASON } from './redirectHops.js';

// Human messages for the error page: 404, 500 and every render abort code
// (docs/product.md#error-page), and 508 for a chain of redirects stopped at the limit of
// docs/product.md#redirect-hop-limit (src/routing/redirectHops.ts).
export type ErrorStatus = 401 | 403 | 404 | 410 | 429 | 500 | 503 | 508;

type ErrorDescription = { title: string; message: string };

const descriptions: Record<ErrorStatus, ErrorDescription> = {
  401: { title: 'Please sign in', message: 'You need to sign in to see this page.' },
  403: {
    title: "You don't have access",
    message: "This page belongs to another account, or your account can't open it.",
  },
  404: {
    title: 'Page not found',
    message: "We couldn't find that page. It may have moved, or the address may be mistyped.",
  },
  410: { title: 'This page is gone', message: 'This page was removed and is no longer available.' },
  429: {
    title: 'Too many requests',
    message: "You've made a lot of requests in a short time. Wait a minute, then try again.",
  },
  500: {
    title: 'Something went wrong',
    message: 'We hit a problem showing this page. Please try again in a moment.',
  },
  503: {
    title: 'Temporarily unavailable',
    message: 'doxo is briefly unavailable. Your bills and payments are safe; try again shortly.',
  },
  508: {
    title: 'Too many redirects',
    message: `This address kept sending you on to another one, so we stopped after ${MAX_REDIRECT_HOPS} steps. Go back and try another link.`,
  },
};

export function describeError(status: ErrorStatus): ErrorDescription {
  return descriptions[status];
}

function isErrorStatus(value: unknown): value is ErrorStatus {
  return typeof value === 'number' && value in descriptions;
}

/** The status the error page stands for: an abort code, else 404 for no route, else 500. */
export function errorStatusOf(pageContext: {
  abortStatusCode?: unknown;
  abortReason?: unknown;
  is404?: boolean | null;
}): ErrorStatus {
  // Vike aborts only with its own codes: the redirect limit aborts as a 500 with its reason.
  if (pageContext.abortReason === REDIRECT_LIMIT_REASON) return 508;
  if (isErrorStatus(pageContext.abortStatusCode)) return pageContext.abortStatusCode;
  return pageContext.is404 ? 404 : 500;
}
