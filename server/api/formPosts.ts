// Environment: server
// The few API writes a page makes without JavaScript (docs/product.md#sign-up): an HTML form
// posts its fields url-encoded and gets a 303 to the page to show next. Such a post carries no
// CSRF header, so it is taken only from this site's own pages: the browser's Sec-Fetch-Site, or
// else its Origin, must say so.
import express, { type Request } from 'express';
import { ApiError } from './apiError.js';

export const parseFormPost = express.urlencoded({ extended: false, limit: '16kb' });

export function isFormPost(request: Request): boolean {
  return request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

export function requireSameSiteForm(request: Request): void {
  const site = request.get('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return;
  } else {
    const origin = request.get('origin');
    const host = request.get('host');
    if (origin && host) {
      try {
        if (new URL(origin).host === host) return;
      } catch {
        // A malformed Origin is refused below.
      }
    }
  }
  throw new ApiError(403, 'cross_site_form', 'This form can only be sent from this site’s pages.');
}
