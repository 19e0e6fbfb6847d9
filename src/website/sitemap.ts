// Environment: server (build)
// robots.txt and sitemap.xml (docs/operations.md#prerendered-pages): what search engines may
// crawl, and every public page, by the configured site origin.

/** The sitemap protocol's limit of addresses in one file; beyond it, an index of several. */
export const SITEMAP_URL_LIMIT = 50_000;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap files by name: one `sitemap.xml` listing every path, or, past `limit` paths,
 * `sitemap.xml` as an index of `sitemap-1.xml`, `sitemap-2.xml`… of at most `limit` each.
 */
export function sitemapFiles(
  origin: string,
  paths: readonly string[],
  limit = SITEMAP_URL_LIMIT,
): Record<string, string> {
  const sorted = [...new Set(paths)].sort();
  if (sorted.length <= limit) return { 'sitemap.xml': urlSet(origin, sorted) };
  const files: Record<string, string> = {};
  const names: string[] = [];
  for (let start = 0; start < sorted.length; start += limit) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files[name] = urlSet(origin, sorted.slice(start, start + limit));
  }
  const entries = names.map((name) => `  <sitemap><loc>${escapeXml(`${origin}/${name}`)}</loc></sitemap>`);
  files['sitemap.xml'] = `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return files;
}

/** Crawlers may read every page; the API answers them nothing worth indexing. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
