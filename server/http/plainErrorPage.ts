// Environment: server
import { escapeHtml } from '../../src/security/escapeHtml.js';

/**
 * The page for requests we refuse before routing (a malformed address). Vike's error page cannot
 * render these: its router never sees them. Kept plain so it needs no script or stylesheet.
 */
export function renderBadRequestPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bad request · doxo</title>
  </head>
  <body>
    <main>
      <h1>We couldn't read that address</h1>
      <p>${escapeHtml(message)} Check the link, or go to <a href="/u/bills">your bills</a>.</p>
      <p>Error 400</p>
    </main>
  </body>
</html>`;
}
