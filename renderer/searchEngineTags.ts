// Environment: server
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { serializeState } from '../src/store/serializeState.js';
import { smartAppBannerContent } from '../src/website/appLinks.js';
import { siteOrigin } from '../src/website/siteOrigin.js';
import { breadcrumbList, type StructuredData } from '../src/website/structuredData.js';
import { getPageDescription, getPageTitle } from './pageMetadata.js';

/** Whether search engines should list this page: a public page that rendered normally. */
export function isIndexable(pageContext: PageContextServer): boolean {
  const { is404, errorWhileRendering, abortStatusCode } = pageContext;
  return Boolean(pageContext.config.publicPage && !is404 && !errorWhileRendering && abortStatusCode === undefined);
}

/** The page's JSON-LD documents: its own, then its breadcrumbs. */
export function structuredDataOf(pageContext: PageContextServer, origin: string): StructuredData[] {
  const documents: StructuredData[] = [];
  const own = pageContext.config.structuredData?.(origin);
  if (own) documents.push(own);
  const crumbs = pageContext.config.breadcrumbs?.(pageContext);
  if (crumbs && crumbs.length > 0) documents.push(breadcrumbList(origin, crumbs));
  return documents;
}

/**
 * What search engines and link previews read in the head (docs/product.md#search-engines): the
 * canonical address (the configured origin and the path, no query), Open Graph and Twitter tags,
 * JSON-LD, or `noindex` for pages that are not public; and Safari's smart app banner on all.
 */
export function searchEngineTags(pageContext: PageContextServer) {
  const title = getPageTitle(pageContext);
  const description = getPageDescription(pageContext);
  const banner = escapeInject`<meta name="apple-itunes-app" content="${smartAppBannerContent}" />`;
  if (!isIndexable(pageContext)) {
    return escapeInject`${banner}
    <meta name="robots" content="noindex" />`;
  }
  const origin = siteOrigin();
  const url = `${origin}${pageContext.urlPathname}`;
  const jsonLd = structuredDataOf(pageContext, origin).map(
    (document) =>
      escapeInject`<script type="application/ld+json">${dangerouslySkipEscape(serializeState(document))}</script>`,
  );
  return escapeInject`${banner}
    <link rel="canonical" href="${url}" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="doxo" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta name="twitter:card" content="summary" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" />
    ${jsonLd.length === 0 ? '' : jsonLd.reduce((all, script) => escapeInject`${all}${script}`)}`;
}
