// Environment: server

/**
 * Vike's references to the built assets in a page: `href="/assets/…"` (module preloads,
 * stylesheets) and `import("/assets/…")` in its one inline entry script. Only what starts at the
 * site's root `/assets/` is touched, never a page's own links.
 */
const ASSET_REFERENCE = /(href="|import\(")\/assets\//g;

/**
 * `html` with its asset URLs under `assetBaseUrl` (ASSET_BASE_URL: a CDN, or this server's own
 * address when a host shell serves the page from its origin), or unchanged without one. Modules
 * loaded later resolve their imports against the module that imports them, so they follow.
 * Done before the page's inline scripts are hashed for its policy.
 */
export function withAssetBase(html: string, assetBaseUrl: string | undefined): string {
  if (!assetBaseUrl) return html;
  const base = assetBaseUrl.replace(/\/+$/, '');
  return html.replace(ASSET_REFERENCE, `$1${base}/assets/`);
}
