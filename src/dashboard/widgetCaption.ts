import type { InsightContext, InsightPlace } from '../api/contracts/insightsContract.js';
import type { WidgetDateRange } from '../api/contracts/widgetSettingsContract.js';
import { placeName } from '../insights/placeName.js';
import { dateRangeLabels } from './widgetCatalog.js';
import type { WidgetData } from './widgetQuery.js';

function inPlace(place: InsightPlace): string {
  const name = placeName(place);
  return name === 'USA' ? 'the USA' : name;
}

function period(days: number): string {
  return dateRangeLabels[days as WidgetDateRange]?.toLowerCase() ?? `the last ${days} days`;
}

function scopeName(context: InsightContext): string {
  return context.service_type?.name ?? context.service_type_group?.name ?? 'All services';
}

/**
 * What a widget's numbers are about, from the API's own answer (so a pinned type or place reads
 * right without the directory): "Water & Sewer in King County, WA, last 12 months".
 */
export function widgetCaption(data: WidgetData): string {
  if (data.endpoint === 'biller_listing') {
    const { answer } = data;
    return `${answer.biller.name} in ${inPlace(answer.location)}, ${period(answer.days)}`;
  }
  const { answer } = data;
  return `${scopeName(answer)} in ${inPlace(answer.location)}, ${period(answer.days)}`;
}
