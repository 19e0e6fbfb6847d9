// JSON-LD for search engines (docs/product.md#search-engines): the organization on the front page,
// breadcrumbs on the insights and biller pages. schema.org vocabulary, absolute URLs.
import { appStoreLinks } from './appLinks.js';

export type StructuredData = Record<string, unknown>;

export type Breadcrumb = { name: string; path: string };

export function organization(origin: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'doxo',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: appStoreLinks.map((link) => link.href),
  };
}

export function breadcrumbList(origin: string, crumbs: readonly Breadcrumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
