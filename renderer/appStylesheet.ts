// Environment: server
// The app's stylesheet as a file of its own, for signed-in pages (renderer/+onRenderHtml.tsx):
// public pages carry it inline, so a first visit, a crawler or a shared cache paints with no
// second request; a signed-in page links this file instead, which the browser keeps for a year
// (its name changes with its content), so every signed-in page is about 42 KB smaller
// (docs/performance.md#what-every-signed-in-page-carries-and-repeats). The build writes it among
// the client's assets from the very text the pages carry inline (scripts/prerender.ts), so the
// name the server computes and the file always agree.
import { createHash } from 'node:crypto';

/** Where the stylesheet whose text is `css` is found among the built assets. */
export function appStylesheetPath(css: string): string {
  return `/assets/app-styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/**
 * The stylesheet's hash as a Content-Security-Policy source: a signed-in page names it on its
 * link, and is allowed it inline as every page was (src/security/contentSecurityPolicy.ts).
 */
export function appStylesheetHash(css: string): string {
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

/** The inline stylesheet of a page the server rendered (its first `<style>`), if it has one. */
export function inlineStylesheetOf(html: string): string | undefined {
  const start = html.indexOf('<style>');
  const end = html.indexOf('</style>', start);
  return start < 0 || end < 0 ? undefined : html.slice(start + '<style>'.length, end);
}
