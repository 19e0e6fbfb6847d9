// Environment: server
import { escapeHtml } from '../../src/security/escapeHtml.js';

/**
 * The page for requests Vike's error page cannot render: a malformed address refused before
 * routing, or a failure outside rendering. Kept plain so it needs no script or stylesheet.
 */
export function renderPlainErrorPage({
  title,
  heading,
  message,
  status,
  reloadAfterSeconds,
}: {
  title: string;
  heading: string;
  message: string;
  status: number;
  /** Loads the same address again after this long (a server that is starting). */
  reloadAfterSeconds?: number;
}): string {
  const reload =
    reloadAfterSeconds === undefined
      ? ''
      : `\n    <meta http-equiv="refresh" content="${Math.round(reloadAfterSeconds)}" />`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${reload}
    <title>${escapeHtml(title)} · doxo</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(heading)}</h1>
      <p>${escapeHtml(message)} Go to <a href="/u/bills">your bills</a>.</p>
      <p>Error ${status}</p>
    </main>
  </body>
</html>`;
}

export function renderBadRequestPage(message: string): string {
  return renderPlainErrorPage({
    title: 'Bad request',
    heading: 'We couldn’t read that address',
    message: `${message} Check the link.`,
    status: 400,
  });
}

/** Answered with 503 and Retry-After when the server is at its bounded capacity (docs/product.md#maintenance). */
export function renderBusyPage(message: string): string {
  return renderPlainErrorPage({
    title: 'Busy',
    heading: 'We’re busy right now',
    message,
    status: 503,
  });
}

/** Answered with 405 to a page address asked with a method other than GET or HEAD. */
export function renderMethodNotAllowedPage(message: string): string {
  return renderPlainErrorPage({
    title: 'Not allowed',
    heading: 'This page can only be read',
    message,
    status: 405,
  });
}
