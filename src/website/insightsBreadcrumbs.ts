import type { InsightsSelection } from '../insights/resolveInsightsSelection.js';
import { ALL_GROUPS, ALL_SERVICES, paths } from '../routing/paths.js';
import type { Breadcrumb } from './structuredData.js';
import { websitePages } from './websitePages.js';

/**
 * An insights page's place in the site: the front page, the insights landing page, then each
 * narrowing of the view down to this one (group, type, place), each an address that answers.
 */
export function insightsBreadcrumbs(
  selection: InsightsSelection,
  place: { hierarchy: string; name: string } | null,
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { name: websitePages.home.label, path: paths.home() },
    { name: websitePages.insights.label, path: paths.insightsLanding() },
  ];
  const group = selection.group?.slug ?? ALL_GROUPS;
  crumbs.push(
    selection.group
      ? { name: selection.group.name, path: paths.insights(group) }
      : { name: 'All services', path: paths.insights() },
  );
  if (selection.type) {
    crumbs.push({ name: selection.type.name, path: paths.insights(group, selection.type.slug) });
  }
  if (place) {
    crumbs.push({
      name: place.name,
      path: paths.insights(group, selection.type?.slug ?? ALL_SERVICES, place.hierarchy),
    });
  }
  return crumbs;
}
