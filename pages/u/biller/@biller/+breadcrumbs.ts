import type { PageContext } from 'vike/types';
import { paths } from '../../../../src/routing/paths.js';
import type { Breadcrumb } from '../../../../src/website/structuredData.js';
import { websitePages } from '../../../../src/website/websitePages.js';
import type { Data } from './+data.js';

/** Home › Billers › this biller (docs/product.md#search-engines). */
export default function breadcrumbs(pageContext: PageContext): Breadcrumb[] {
  // Vike types `data` as unknown; this page's +data returns Data.
  const data = pageContext.data as Data | undefined;
  if (!data) return [];
  return [
    { name: websitePages.home.label, path: paths.home() },
    { name: 'Billers', path: paths.biller() },
    { name: data.biller.name, path: paths.biller(data.biller.slug) },
  ];
}
