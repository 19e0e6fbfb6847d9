// Environment: server

/** Vike's preload tag for a module the page imports (vike/…/injectAssets/inferHtmlTags.js). */
const MODULE_PRELOAD = /<link rel="modulepreload" (?![^>]*\bfetchpriority=)/g;

/**
 * `html` with its script preloads at low priority (docs/performance.md#where-each-target-stands).
 * The page is already painted from the server's HTML and its inline stylesheet; the scripts only
 * hydrate it, so they should never delay that paint: fetched at high priority they compete with it,
 * and Lighthouse counts a high-priority script that arrives before the first paint as blocking it.
 * They are still fetched at once, in parallel, and the entry's own imports reuse those fetches.
 */
export function lowerScriptPreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ');
}
