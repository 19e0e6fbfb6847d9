// Environment: server

/** Vike's preload tag for a module the page imports (vike/…/injectAssets/inferHtmlTags.js). */
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const LOW_PRIORITY = 'fetchpriority="low" ';

/**
 * `html` with its script preloads at low priority (docs/performance.md#where-each-target-stands).
 * The page is already painted from the server's HTML and its inline stylesheet; the scripts only
 * hydrate it, so they should never delay that paint: fetched at high priority they compete with it,
 * and Lighthouse counts a high-priority script that arrives before the first paint as blocking it.
 * They are still fetched at once, in parallel, and the entry's own imports reuse those fetches.
 * Found with string searches, about half the cost of the regular expression they replace
 * (docs/performance.md#what-every-signed-in-page-carries-and-repeats); a preload that already has
 * a priority keeps it.
 */
export function lowerScriptPreloadPriority(html: string): string {
  let result = '';
  let copied = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const attributes = at + MODULE_PRELOAD.length;
    const tagEnd = html.indexOf('>', attributes);
    if (html.slice(attributes, tagEnd < 0 ? undefined : tagEnd).includes('fetchpriority=')) continue;
    result += html.slice(copied, attributes) + LOW_PRIORITY;
    copied = attributes;
  }
  return copied === 0 ? html : result + html.slice(copied);
}
