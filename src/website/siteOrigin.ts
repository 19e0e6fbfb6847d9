// Environment: server
/** Where the site is when SITE_ORIGIN is unset: `npm start` on this machine. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/**
 * The site's public origin, without a trailing slash (docs/operations.md#public-website): what
 * canonical links, Open Graph URLs, robots.txt and the sitemap name. The server validates it at
 * start (server/config.ts); the build reads the same variable for the prerendered pages.
 */
export function siteOrigin(environment: NodeJS.ProcessEnv = process.env): string {
  const value = environment.SITE_ORIGIN?.trim();
  return (value || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
}
