import type { PageContext } from 'vike/types';
import { placeName } from '../../../../../src/insights/placeName.js';
import type { Breadcrumb } from '../../../../../src/website/structuredData.js';
import { insightsBreadcrumbs } from '../../../../../src/website/insightsBreadcrumbs.js';
import type { Data } from './+data.js';

/** Home › Insights › group › type › place (docs/product.md#search-engines). */
export default function breadcrumbs(pageContext: PageContext): Breadcrumb[] {
  // Vike types `data` as unknown; this page's +data returns Data.
  const data = pageContext.data as Data | undefined;
  if (!data) return [];
  return insightsBreadcrumbs(
    data.selection,
    data.hierarchy ? { hierarchy: data.hierarchy, name: placeName(data.mostCommonBillers.location) } : null,
  );
}
