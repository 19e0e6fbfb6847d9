import type { PageContext } from 'vike/types';
import { insightsTitle } from '../../../../../src/insights/insightsTitle.js';
import { placeName } from '../../../../../src/insights/placeName.js';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  // Vike types `data` as unknown; this page's +data returns Data.
  const data = pageContext.data as Data | undefined;
  return insightsTitle(data?.hierarchy ? placeName(data.mostCommonBillers.location) : null);
}
